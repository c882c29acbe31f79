"use client";

import { useEffect, useState } from "react";
import { phoneCodeSchema, phoneSchema } from "@/lib/accounts/schemas";
import type { ActionResult } from "@/lib/http/action";
import { displayMobile, normaliseMobile } from "@/lib/phone";
import { callAction, showFailure } from "@/components/forms/action-helpers";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-field";
import { notify } from "@/components/ui/toast";
import { useLocalMessage } from "@/components/i18n/page-words-context";
import { useT } from "@/components/i18n/locale-context";
import { signin } from "@/lib/i18n/messages/signin";

// A mobile number, then the 6-digit code texted to it: the login's and the account page's.
const RESEND_AFTER_SECONDS = 30;

type PhoneInput = { phone: string };
type CodeInput = { phone: string; code: string };

export type PhoneCodeStepsProps<T> = {
  send: (input: PhoneInput) => Promise<ActionResult<unknown>>;
  verify: (input: CodeInput) => Promise<ActionResult<T>>;
  onVerified: (data: T) => void;
  sendLabel: string;
  verifyLabel: string;
  /** Keeps the button off after success, while the page changes. */
  busy?: boolean;
};

export function PhoneCodeSteps<T>({ send, verify, onVerified, sendLabel, verifyLabel, busy }: PhoneCodeStepsProps<T>) {
  const t = useT(signin);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    onSubmit,
    formState: { errors, isSubmitting },
  } = useActionForm({
    schema: phoneSchema,
    defaultValues: { phone: "" },
    loading: t("sendingCode"),
    action: send,
    fields: ["phone"],
    onSuccess: (_data, values) => setSentTo(values.phone),
  });

  if (sentTo) {
    return (
      <CodeStep
        phone={sentTo}
        send={send}
        verify={verify}
        onVerified={onVerified}
        verifyLabel={verifyLabel}
        busy={busy}
        onChangeNumber={() => setSentTo(null)}
      />
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label={t("mobile")}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="98765 43210"
        hint={t("mobileHint")}
        maxLength={16}
        error={errors.phone?.message}
        {...register("phone")}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {sendLabel}
      </Button>
    </form>
  );
}

function CodeStep<T>({
  phone,
  send,
  verify,
  onVerified,
  verifyLabel,
  busy,
  onChangeNumber,
}: Omit<PhoneCodeStepsProps<T>, "sendLabel"> & { phone: string; onChangeNumber: () => void }) {
  const t = useT(signin);
  const local = useLocalMessage();
  const [resendIn, setResendIn] = useState(RESEND_AFTER_SECONDS);
  useEffect(() => {
    if (resendIn <= 0) return;
    const timer = setTimeout(() => setResendIn((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [resendIn]);
  const {
    register,
    onSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useActionForm({
    schema: phoneCodeSchema,
    defaultValues: { phone, code: "" },
    loading: t("checkingCode"),
    action: verify,
    fields: ["code"],
    onSuccess: onVerified,
  });
  // Keyboard and screen-reader users land on the new field.
  useEffect(() => setFocus("code"), [setFocus]);

  async function resend() {
    const result = await callAction(() => send({ phone }));
    if (!result.ok) return showFailure({ message: local(result.message) });
    notify.success(t("newCodeSent"));
    setResendIn(RESEND_AFTER_SECONDS);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-ink-muted" role="status">
        {t.rich("codeSentTo", {
          number: () => <span className="font-semibold text-ink">{displayMobile(normaliseMobile(phone) ?? phone)}</span>,
        })}{" "}
        <button type="button" onClick={onChangeNumber} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          {t("changeNumber")}
        </button>
      </p>
      <TextField
        label={t("code")}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={errors.code?.message}
        {...register("code")}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting || busy}>
        {verifyLabel}
      </Button>
      <Button variant="ghost" className="w-full" onClick={resend} disabled={resendIn > 0}>
        {resendIn > 0 ? t("resendIn", { seconds: resendIn }) : t("resend")}
      </Button>
    </form>
  );
}
