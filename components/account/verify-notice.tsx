"use client";

import { useState } from "react";
import { requestVerificationLinkAction } from "@/lib/accounts/actions";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/toast";
import { withLoadingToast } from "@/components/forms/action-helpers";

/**
 * For an unverified account: what is missing, and a button that emails a new link (the account
 * page's "Verify link" of the spec; "Resend link" on the cart and booking pages).
 */
export function VerifyNotice({ email, title, actionLabel }: { email: string; title: string; actionLabel: string }) {
  const [sending, setSending] = useState(false);

  async function send() {
    setSending(true);
    const result = await withLoadingToast("Sending link...", () => requestVerificationLinkAction());
    setSending(false);
    if (result.ok) notify.success(result.data.message);
    else notify.error(result.message);
  }

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="text-sm text-amber-950">
        <p className="font-semibold">{title}</p>
        <p className="mt-1">
          Open the link we emailed to <span className="font-medium break-words">{email}</span> to activate it. You need a verified account
          to place orders.
        </p>
      </div>
      <Button onClick={send} disabled={sending} className="shrink-0">
        {actionLabel}
      </Button>
    </div>
  );
}
