"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { callAction } from "@/components/forms/action-helpers";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { notify } from "@/components/ui/toast";
import { voidGiftCardAction } from "@/lib/gift-cards/actions";
import { formatINR } from "@/lib/pricing/money";

/** Voids a card no one has used, after asking (and saying what a bought one refunds); the server refuses a used one. */
export function VoidCardButton({ id, label, refundPaise }: { id: string; label: string; refundPaise: number | null }) {
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
        {refundPaise === null
          ? "Its code will no longer work. The shop issued it, so nothing is refunded."
          : `Its code will no longer work, and its buyer gets ${formatINR(refundPaise)} back to the card or account she paid with.`}
      </ConfirmDialog>
    </>
  );
}
