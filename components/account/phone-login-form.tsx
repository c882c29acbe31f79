"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { requestSignInCodeAction } from "@/lib/accounts/actions";
import { phoneLoginAndResumeAction } from "@/lib/intent/actions";
import { useContinueAfterLogin } from "./after-login";
import { NoticeLine } from "./notice-line";
import { PhoneCodeSteps } from "./phone-code-steps";
import { useLocale, useLocalePath, useT } from "@/components/i18n/locale-context";
import { signin } from "@/lib/i18n/messages/signin";

/** Log in or sign up with a mobile number; `next`: the page to go back to (a path of this site). */
export function PhoneLoginForm({ next }: { next: string | null }) {
  const router = useRouter();
  const t = useT(signin);
  const continueAfterLogin = useContinueAfterLogin();
  const localePath = useLocalePath();
  const locale = useLocale();
  const [leaving, setLeaving] = useState(false);
  return (
    <div className="space-y-4">
      <PhoneCodeSteps
        send={(values) => requestSignInCodeAction(values, locale)}
        verify={(values) => phoneLoginAndResumeAction(values, next, locale)}
        onVerified={({ resumed }) => {
          setLeaving(true);
          continueAfterLogin(router, next, resumed, localePath("/myaccount"));
        }}
        sendLabel={t("continue")}
        verifyLabel={t("verifyAndContinue")}
        busy={leaving}
      />
      <NoticeLine />
    </div>
  );
}
