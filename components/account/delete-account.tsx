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

// Deleting the account, confirmed in a dialog by its proof (decision 110): the password, or, for an
// account with only a mobile number, a code texted for closing (asked for in the dialog, not on opening it).

type Proof = { kind: "password" } | { kind: "code"; mobile: string };

export function DeleteAccount({ proof, disabled }: { proof: Proof; disabled: boolean }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [codeSent, setCodeSent] = useState(false);
  const [sending, setSending] = useState(false);
  const byCode = proof.kind === "code";
  const field = byCode ? "code" : "password";

  async function textCode() {
    setSending(true);
    const result = await withLoadingToast("Sending code...", () => sendCloseAccountCodeAction());
    setSending(false);
    if (!result.ok) {
      setError(result.message);
      return notify.error(result.message);
    }
    setCodeSent(true);
    setError(null);
    notify.success(result.data.message);
  }

  /** Keeps the dialog open (false) while the proof is missing or wrong. */
  async function deleteAccount(): Promise<boolean> {
    if (!secret) {
      setError(byCode ? (codeSent ? CLOSE_CODE_REQUIRED : "Text yourself a code first") : "Password is required");
      return false;
    }
    setError(null);
    const result = await withLoadingToast("Deleting account...", () => deleteAccountAction({ [field]: secret }));
    if (!result.ok) {
      setError(result.fields?.[field] ?? result.message);
      notify.error(result.message);
      return false;
    }
    notify.success(result.data.message);
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
        Delete account
      </Button>
      <ConfirmDialog
        open={open}
        title="Delete your account?"
        confirmLabel="Delete my account"
        destructive
        onConfirm={deleteAccount}
        onClose={close}
      >
        <p>Your profile, addresses and wishlist are removed for good. This cannot be undone.</p>
        {byCode ? (
          <>
            <p>
              To confirm, we text a code to {proof.mobile}.{" "}
              <Button variant="secondary" className="mt-2 w-full sm:w-auto" onClick={textCode} disabled={sending}>
                {codeSent ? "Text a new code" : "Text me a code"}
              </Button>
            </p>
            <TextField
              label="Code from the text"
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
            label="Enter your password to confirm"
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
