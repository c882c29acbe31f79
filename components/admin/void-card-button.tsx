"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { callAction } from "@/components/forms/action-helpers";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { notify } from "@/components/ui/toast";
import { voidGiftCardAction } from "@/lib/gift-cards/actions";

/** Voids a card no one has used, after asking; the server refuses a used one. */
export function VoidCardButton({ id, label }: { id: string; label: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);

  async function confirm() {
    const result = await callAction(() => voidGiftCardAction({ id }));
    if (!result.ok) {
      notify.error(result.message);
      return false;
    }
    notify.success(result.data);
    router.refresh();
  }

  return (
    <>
      <Button variant="danger-ghost" onClick={() => setOpen(true)} aria-label={`Void ${label}`}>
        Void
      </Button>
      <ConfirmDialog
        open={open}
        title={`Void ${label}?`}
        confirmLabel="Void"
        destructive
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      >
        Its code will no longer work. A bought card is not refunded by this.
      </ConfirmDialog>
    </>
  );
}
