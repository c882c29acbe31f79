"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { withLoadingToast } from "@/components/forms/action-helpers";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-field";
import { notify } from "@/components/ui/toast";
import { redeemGiftCardAction } from "@/lib/gift-cards/actions";

/** A gift card's code into her store credit; the server answers every code that cannot be used alike. */
export function RedeemCardForm() {
  const router = useRouter();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function redeem(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await withLoadingToast("Adding the gift card", () => redeemGiftCardAction({ code }));
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
      return notify.error(result.message);
    }
    setError(undefined);
    setCode("");
    notify.success(result.data);
    router.refresh();
  }

  return (
    <form onSubmit={redeem} noValidate aria-label="Add a gift card" className="flex flex-wrap items-end gap-3">
      <TextField
        className="min-w-0 flex-1 basis-56"
        label="Gift card code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="ABCD-EFGH-JKMN-PQRS"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
      />
      <Button type="submit" variant="secondary" disabled={busy}>
        Add to store credit
      </Button>
    </form>
  );
}
