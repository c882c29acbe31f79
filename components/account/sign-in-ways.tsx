"use client";

import { useRouter } from "next/navigation";
import type { ReactNode } from "react";
import { addEmailAction, addPhoneAction, requestAddPhoneCodeAction, setFirstPasswordAction } from "@/lib/accounts/actions";
import { emailOnlySchema, resetPasswordFormSchema } from "@/lib/accounts/schemas";
import type { SignInWays as Ways } from "@/lib/accounts/sign-in-ways";
import { formatIndianDateTime } from "@/lib/india-days";
import { displayMobile } from "@/lib/phone";
import { useActionForm } from "@/components/forms/use-action-form";
import { EmailField } from "@/components/forms/email-field";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/toast";
import { NewPasswordFields } from "./new-password-fields";
import { PhoneCodeSteps } from "./phone-code-steps";
import { useLocalMessage } from "@/components/i18n/page-words-context";
import { useLocale, useT } from "@/components/i18n/locale-context";
import { account } from "@/lib/i18n/messages/account";

// The account page's "Ways to log in": a mobile number (proved by a code), an email (proved by
// its link) and a password, each with when it was added; whichever is missing can be added here.
function Way({ title, value, since, children }: { title: string; value: string | null; since?: string; children?: ReactNode }) {
  const t = useT(account);
  return (
    <div className="space-y-3 border-b border-stone-100 pb-5 last:border-0 last:pb-0">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-medium text-ink">{title}</h3>
        <p className="text-right text-sm text-ink-muted">
          {value ?? t("ways.notAdded")}
          {since ? <span className="block text-xs">{since}</span> : null}
        </p>
      </div>
      {children}
    </div>
  );
}

export function SignInWays({ ways }: { ways: Ways }) {
  const router = useRouter();
  const t = useT(account);
  const locale = useLocale();
  const local = useLocalMessage();
  const at = (key: "ways.added" | "ways.verified" | "ways.setAt", when: Date | null) =>
    when ? t(key, { at: formatIndianDateTime(when, locale) }) : undefined;
  const done = ({ message }: { message: string }) => {
    notify.success(local(message));
    router.refresh();
  };
  return (
    <div className="space-y-5">
      <Way title={t("ways.mobile")} value={ways.mobile ? displayMobile(ways.mobile) : null} since={at("ways.added", ways.mobileAddedAt)}>
        {ways.mobile ? null : (
          <PhoneCodeSteps
            send={requestAddPhoneCodeAction}
            verify={addPhoneAction}
            onVerified={done}
            sendLabel={t("ways.sendCode")}
            verifyLabel={t("ways.addNumber")}
          />
        )}
      </Way>
      <Way
        title={t("ways.email")}
        value={ways.email}
        since={ways.email ? (at("ways.verified", ways.emailVerifiedAt) ?? t("ways.notVerified")) : undefined}
      >
        {ways.email ? null : <AddEmail pending={ways.pendingEmail} onDone={done} />}
      </Way>
      <Way title={t("ways.password")} value={ways.hasPassword ? t("ways.set") : null} since={at("ways.setAt", ways.passwordSetAt)}>
        {ways.hasPassword ? null : <SetPassword onDone={done} />}
      </Way>
    </div>
  );
}

function AddEmail({ pending, onDone }: { pending: string | null; onDone: (data: { message: string }) => void }) {
  const t = useT(account);
  const { register, onSubmit, formState } = useActionForm({
    schema: emailOnlySchema,
    defaultValues: { email: pending ?? "" },
    loading: t("ways.sendingLink"),
    action: addEmailAction,
    fields: ["email"],
    onSuccess: onDone,
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      {pending ? <p className="text-sm text-ink-muted">{t("ways.pending", { email: pending })}</p> : null}
      <EmailField label={t("ways.email")} error={formState.errors.email?.message} {...register("email")} />
      <Button type="submit" variant="secondary" disabled={formState.isSubmitting}>
        {pending ? t("ways.sendAgain") : t("ways.addEmail")}
      </Button>
    </form>
  );
}

function SetPassword({ onDone }: { onDone: (data: { message: string }) => void }) {
  const t = useT(account);
  const { register, onSubmit, formState } = useActionForm({
    schema: resetPasswordFormSchema,
    defaultValues: { password: "", confirmPassword: "" },
    loading: t("ways.savingPassword"),
    action: setFirstPasswordAction,
    fields: ["password", "confirmPassword"],
    onSuccess: onDone,
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <NewPasswordFields
        password={register("password")}
        confirmPassword={register("confirmPassword")}
        errors={{ password: formState.errors.password?.message, confirmPassword: formState.errors.confirmPassword?.message }}
      />
      <Button type="submit" variant="secondary" disabled={formState.isSubmitting}>
        {t("ways.setPassword")}
      </Button>
    </form>
  );
}
