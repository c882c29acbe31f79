"use client";

import { signupSchema } from "@/lib/accounts/schemas";
import { signin } from "@/lib/i18n/messages/signin";
import { useLocale, useLocalePath, useT } from "@/components/i18n/locale-context";
import { signupAndResumeAction } from "@/lib/intent/actions";
import { EmailField } from "@/components/forms/email-field";
import { Button } from "@/components/ui/button";
import { NoticeLine } from "./notice-line";
import { TextField } from "@/components/ui/form-field";
import { notify } from "@/components/ui/toast";
import { useContinueAfterLogin } from "./after-login";
import { NewPasswordFields } from "./new-password-fields";
import { useLeavingForm } from "./use-leaving-form";

/** `next`: the page to go back to (a path of this site), kept through the login if one is needed. */
export function SignupForm({ next }: { next: string | null }) {
  const t = useT(signin);
  const continueAfterLogin = useContinueAfterLogin();
  const localePath = useLocalePath();
  const locale = useLocale();
  const { register, onSubmit, errors, busy } = useLeavingForm({
    schema: signupSchema,
    defaultValues: { fullname: "", email: "", password: "", confirmPassword: "" },
    loading: t("signingUp"),
    action: (values) => signupAndResumeAction(values, next, locale),
    fields: ["fullname", "email", "password", "confirmPassword"],
    leave: ({ signedIn, resumed }, router) => {
      if (!signedIn) {
        // The email already had an account (with another password): its owner logs in.
        notify.success(t("signupMessage"));
        const login = localePath("/login");
        return router.push(next ? `${login}?next=${encodeURIComponent(next)}` : login);
      }
      notify.success(t("verifyToOrder"));
      continueAfterLogin(router, next, resumed, localePath("/myaccount"));
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField label={t("fullName")} autoComplete="name" error={errors.fullname?.message} {...register("fullname")} />
      <EmailField label={t("email")} error={errors.email?.message} {...register("email")} />
      <NewPasswordFields
        password={register("password")}
        confirmPassword={register("confirmPassword")}
        errors={{ password: errors.password?.message, confirmPassword: errors.confirmPassword?.message }}
      />
      <NoticeLine />
      <Button type="submit" className="w-full" disabled={busy}>
        {t("signupButton")}
      </Button>
    </form>
  );
}
