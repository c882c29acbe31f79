"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { logoutAction, logoutEverywhereAction } from "@/lib/accounts/actions";
import { Button, buttonClasses } from "@/components/ui/button";
import { notify } from "@/components/ui/toast";
import { GENERIC_ERROR, withLoadingToast } from "@/components/forms/action-helpers";
import { DeleteAccount } from "./delete-account";
import { useLocalMessage } from "@/components/i18n/page-words-context";
import { useLocalePath, useT } from "@/components/i18n/locale-context";
import { account } from "@/lib/i18n/messages/account";

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
  const t = useT(account);
  const local = useLocalMessage();
  const localePath = useLocalePath();
  const [busy, setBusy] = useState(false);

  function toLogin() {
    router.push(localePath("/login"));
    router.refresh();
  }

  async function logout() {
    setBusy(true);
    const id = notify.loading(t("manageRows.loggingOut"));
    try {
      await logoutAction();
      toLogin();
    } catch {
      notify.error(local(GENERIC_ERROR));
      setBusy(false);
    } finally {
      notify.dismiss(id);
    }
  }

  async function logoutEverywhere() {
    setBusy(true);
    const result = await withLoadingToast(t("manageRows.loggingOut"), () => logoutEverywhereAction());
    if (!result.ok) {
      notify.error(local(result.message));
      return setBusy(false);
    }
    notify.success(local(result.data.message));
    toLogin();
  }

  return (
    <>
      <ul className="divide-y divide-stone-200">
        {hasEmail ? (
          <Row title={t("manageRows.password")} description={t("manageRows.passwordText")}>
            <Link href={localePath("/reset-password")} className={buttonClasses("secondary", "w-full sm:w-auto")}>
              {t("manageRows.reset")}
            </Link>
          </Row>
        ) : null}
        <Row title={t("manageRows.logout")} description={t("manageRows.logoutText")}>
          <Button variant="secondary" className="w-full sm:w-auto" onClick={logout} disabled={busy}>
            {t("manageRows.logout")}
          </Button>
        </Row>
        <Row title={t("manageRows.everywhere")} description={t("manageRows.everywhereText")}>
          <Button variant="secondary" className="w-full sm:w-auto" onClick={logoutEverywhere} disabled={busy}>
            {t("manageRows.everywhere")}
          </Button>
        </Row>
        {/* The rare, final action: quiet until asked for, then confirmed in a dialog. */}
        <Row title={t("close.button")} description={hasPassword ? t("manageRows.closeWithPassword") : t("manageRows.closeWithCode")}>
          <DeleteAccount
            proof={hasPassword || !mobile ? { kind: "password" } : { kind: "code", mobile }}
            disabled={busy || (!hasPassword && !mobile)}
          />
        </Row>
      </ul>
    </>
  );
}
