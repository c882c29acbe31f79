"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { deleteAccountAction, logoutAction, logoutEverywhereAction } from "@/lib/accounts/actions";
import { Button, buttonClasses } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { TextField } from "@/components/ui/form-field";
import { notify } from "@/components/ui/toast";
import { GENERIC_ERROR, withLoadingToast } from "@/components/forms/action-helpers";

function Row({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-medium text-ink">{title}</p>
        <p className="text-sm text-ink-muted">{description}</p>
      </div>
      <div className="shrink-0">{children}</div>
    </li>
  );
}

/**
 * Reset password needs an email to send the link to; deleting needs a password. A mobile-only account
 * is told to add them under Ways to log in instead of meeting a form that cannot work.
 */
export function ManageAccount({ hasEmail, hasPassword }: { hasEmail: boolean; hasPassword: boolean }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState("");
  const [passwordError, setPasswordError] = useState<string | null>(null);

  function toLogin() {
    router.push("/login");
    router.refresh();
  }

  async function logout() {
    setBusy(true);
    const id = notify.loading("Logging out...");
    try {
      await logoutAction();
      toLogin();
    } catch {
      notify.error(GENERIC_ERROR);
      setBusy(false);
    } finally {
      notify.dismiss(id);
    }
  }

  async function logoutEverywhere() {
    setBusy(true);
    const result = await withLoadingToast("Logging out...", () => logoutEverywhereAction());
    if (!result.ok) {
      notify.error(result.message);
      return setBusy(false);
    }
    notify.success(result.data.message);
    toLogin();
  }

  /** Keeps the dialog open (false) while the password is missing or wrong. */
  async function deleteAccount(): Promise<boolean> {
    if (!password) {
      setPasswordError("Password is required");
      return false;
    }
    setPasswordError(null);
    setBusy(true);
    const result = await withLoadingToast("Deleting account...", () => deleteAccountAction({ password }));
    if (!result.ok) {
      setBusy(false);
      setPasswordError(result.fields?.password ?? result.message);
      notify.error(result.message);
      return false;
    }
    notify.success(result.data.message);
    router.replace("/");
    return true;
  }

  function closeDeleteDialog() {
    setConfirming(false);
    setPassword("");
    setPasswordError(null);
  }

  return (
    <>
      <ul className="divide-y divide-stone-200">
        {hasEmail ? (
          <Row title="Password" description="We will email you a link to choose a new password.">
            <Link href="/reset-password" className={buttonClasses("secondary", "w-full sm:w-auto")}>
              Reset password
            </Link>
          </Row>
        ) : null}
        <Row title="Log out" description="End your session on this device.">
          <Button variant="secondary" className="w-full sm:w-auto" onClick={logout} disabled={busy}>
            Log out
          </Button>
        </Row>
        <Row title="Log out on all devices" description="End every session, on phones and computers alike.">
          <Button variant="secondary" className="w-full sm:w-auto" onClick={logoutEverywhere} disabled={busy}>
            Log out on all devices
          </Button>
        </Row>
        {/* The rare, final action: quiet until asked for, then confirmed in a dialog. */}
        <Row
          title="Delete account"
          description={
            hasPassword
              ? "Remove your profile, addresses and wishlist for good."
              : "Remove your profile, addresses and wishlist for good. Set a password under Ways to log in first: deleting asks for it."
          }
        >
          <Button variant="danger-ghost" className="w-full sm:w-auto" onClick={() => setConfirming(true)} disabled={busy || !hasPassword}>
            Delete account
          </Button>
        </Row>
      </ul>
      <ConfirmDialog
        open={confirming}
        title="Delete your account?"
        confirmLabel="Delete my account"
        destructive
        onConfirm={deleteAccount}
        onClose={closeDeleteDialog}
      >
        <p>Your profile, addresses and wishlist are removed for good. This cannot be undone.</p>
        <TextField
          label="Enter your password to confirm"
          type="password"
          name="password"
          autoComplete="current-password"
          autoFocus
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={passwordError ?? undefined}
        />
      </ConfirmDialog>
    </>
  );
}
