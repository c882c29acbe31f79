"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { withLoadingToast } from "@/components/forms/action-helpers";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-field";
import { notify } from "@/components/ui/toast";
import { redeemGiftCardAction } from "@/lib/gift-cards/actions";
import { useLocalMessage } from "@/components/i18n/page-words-context";
import { useT } from "@/components/i18n/locale-context";
import { account } from "@/lib/i18n/messages/account";

/** A gift card's code into her store credit; the server answers every code that cannot be used alike. */
export function RedeemCardForm() {
  const router = useRouter();
  const t = useT(account);
  const local = useLocalMessage();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function redeem(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await withLoadingToast(t("redeem.adding"), () => redeemGiftCardAction({ code }));
    setBusy(false);
    if (!result.ok) {
      setError(local(result.message));
      return notify.error(local(result.message));
    }
    setError(undefined);
    setCode("");
    notify.success(local(result.data));
    router.refresh();
  }

  return (
    <form onSubmit={redeem} noValidate aria-label={t("redeem.form")} className="flex flex-wrap items-end gap-3">
      <TextField
        className="min-w-0 flex-1 basis-56"
        label={t("redeem.code")}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="ABCD-EFGH-JKMN-PQRS"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
      />
      <Button type="submit" variant="secondary" disabled={busy}>
        {t("redeem.button")}
      </Button>
    </form>
  );
}
