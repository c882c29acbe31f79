"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { logoutAction, logoutEverywhereAction } from "@/lib/accounts/actions";
import { Button, buttonClasses } from "@/components/ui/button";
import { notify } from "@/components/ui/toast";
import { GENERIC_ERROR, withLoadingToast } from "@/components/forms/action-helpers";
import { DeleteAccount } from "./delete-account";

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
 * Reset password needs an email to send the link to. Deleting asks for the password, or, for an account
 * with only a mobile number (`mobile`, as shown), a code texted to it.
 */
export function ManageAccount({ hasEmail, hasPassword, mobile }: { hasEmail: boolean; hasPassword: boolean; mobile: string | null }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

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
              ? "Remove your profile, addresses and wishlist for good. We ask for your password."
              : "Remove your profile, addresses and wishlist for good. We text a code to your mobile to confirm."
          }
        >
          <DeleteAccount
            proof={hasPassword || !mobile ? { kind: "password" } : { kind: "code", mobile }}
            disabled={busy || (!hasPassword && !mobile)}
          />
        </Row>
      </ul>
    </>
  );
}
