"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { rememberVerificationAction, requestVerificationLinkAction, verifyAccountAction } from "@/lib/accounts/actions";
import { Button } from "@/components/ui/button";
import { SpinnerIcon } from "@/components/ui/icons";
import { notify } from "@/components/ui/toast";
import { GENERIC_ERROR, withLoadingToast } from "@/components/forms/action-helpers";

function Verifying() {
  return (
    <p role="status" className="flex items-center gap-3 text-ink">
      <SpinnerIcon className="size-6 text-brand-700" />
      Verifying your account
    </p>
  );
}

/** A visitor opened the link: keep the token until they log in, then go to the login page. */
export function RememberVerification({ token }: { token: string }) {
  const router = useRouter();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    rememberVerificationAction(token)
      .catch(() => {})
      .finally(() => router.replace("/login"));
  }, [router, token]);
  return <Verifying />;
}

/** A logged-in, unverified user opened the link: use it, then show the activated page. */
export function VerifyAccount({ token }: { token: string }) {
  const router = useRouter();
  const started = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    verifyAccountAction(token)
      .catch(() => ({ ok: false as const, message: GENERIC_ERROR }))
      .then((result) => {
        if (!result.ok) return setFailure(result.message);
        notify.success(result.data.message);
        router.refresh();
      });
  }, [router, token]);

  async function sendNewLink() {
    setSending(true);
    const result = await withLoadingToast("Sending link...", () => requestVerificationLinkAction());
    setSending(false);
    if (result.ok) notify.success(result.data.message);
    else notify.error(result.message);
  }

  if (!failure) return <Verifying />;
  return (
    <div className="space-y-4">
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
        {failure}
      </p>
      <Button onClick={sendNewLink} disabled={sending} className="w-full">
        Send a new link
      </Button>
    </div>
  );
}
