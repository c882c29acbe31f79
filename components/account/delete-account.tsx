"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { deleteAccountAction, sendCloseAccountCodeAction } from "@/lib/accounts/actions";
import { CLOSE_CODE_REQUIRED } from "@/lib/accounts/schemas";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { TextField } from "@/components/ui/form-field";
import { notify } from "@/components/ui/toast";
import { withLoadingToast } from "@/components/forms/action-helpers";
import { useLocalMessage } from "@/components/i18n/page-words-context";
import { useT } from "@/components/i18n/locale-context";
import { account } from "@/lib/i18n/messages/account";

// Deleting the account, confirmed in a dialog by its proof (decision 110): the password, or, for an
// account with only a mobile number, a code texted for closing (asked for in the dialog, not on opening it).

type Proof = { kind: "password" } | { kind: "code"; mobile: string };

export function DeleteAccount({ proof, disabled }: { proof: Proof; disabled: boolean }) {
  const router = useRouter();
  const t = useT(account);
  const local = useLocalMessage();
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [codeSent, setCodeSent] = useState(false);
  const [sending, setSending] = useState(false);
  const byCode = proof.kind === "code";
  const field = byCode ? "code" : "password";

  async function textCode() {
    setSending(true);
    const result = await withLoadingToast(t("close.sending"), () => sendCloseAccountCodeAction());
    setSending(false);
    if (!result.ok) {
      setError(local(result.message));
      return notify.error(local(result.message));
    }
    setCodeSent(true);
    setError(null);
    notify.success(local(result.data.message));
  }

  /** Keeps the dialog open (false) while the proof is missing or wrong. */
  async function deleteAccount(): Promise<boolean> {
    if (!secret) {
      setError(byCode ? (codeSent ? local(CLOSE_CODE_REQUIRED) : t("close.codeFirst")) : t("close.passwordRequired"));
      return false;
    }
    setError(null);
    const result = await withLoadingToast(t("close.deleting"), () => deleteAccountAction({ [field]: secret }));
    if (!result.ok) {
      setError(local(result.fields?.[field] ?? result.message));
      notify.error(local(result.message));
      return false;
    }
    notify.success(local(result.data.message));
    router.replace("/");
    return true;
  }

  function close() {
    setOpen(false);
    setSecret("");
    setError(null);
  }

  return (
    <>
      <Button variant="danger-ghost" className="w-full sm:w-auto" onClick={() => setOpen(true)} disabled={disabled}>
        {t("close.button")}
      </Button>
      <ConfirmDialog
        open={open}
        title={t("close.title")}
        confirmLabel={t("close.confirm")}
        destructive
        onConfirm={deleteAccount}
        onClose={close}
      >
        <p>{t("close.text")}</p>
        {byCode ? (
          <>
            <p>
              {t("close.textCode", { mobile: proof.mobile })}{" "}
              <Button variant="secondary" className="mt-2 w-full sm:w-auto" onClick={textCode} disabled={sending}>
                {codeSent ? t("close.newCode") : t("close.code")}
              </Button>
            </p>
            <TextField
              label={t("close.codeLabel")}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={secret}
              onChange={(event) => setSecret(event.target.value.trim())}
              error={error ?? undefined}
            />
          </>
        ) : (
          <TextField
            label={t("close.passwordLabel")}
            type="password"
            name="password"
            autoComplete="current-password"
            autoFocus
            value={secret}
            onChange={(event) => setSecret(event.target.value)}
            error={error ?? undefined}
          />
        )}
      </ConfirmDialog>
    </>
  );
}
