"use client";

import Link from "next/link";
import { loginSchema } from "@/lib/accounts/schemas";
import { loginAndResumeAction } from "@/lib/intent/actions";
import { EmailField } from "@/components/forms/email-field";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-field";
import { notify } from "@/components/ui/toast";
import { useLocale, useLocalePath, useT } from "@/components/i18n/locale-context";
import { signin } from "@/lib/i18n/messages/signin";
import { useContinueAfterLogin } from "./after-login";
import { TEXT_LINK } from "./auth-card";
import { useLeavingForm } from "./use-leaving-form";

/** `next`: the page to go back to (a path of this site). */
export function LoginForm({ next }: { next: string | null }) {
  const t = useT(signin);
  const continueAfterLogin = useContinueAfterLogin();
  const localePath = useLocalePath();
  const locale = useLocale();
  const { register, onSubmit, errors, busy } = useLeavingForm({
    schema: loginSchema,
    defaultValues: { email: "", password: "" },
    loading: t("signingIn"),
    action: (values) => loginAndResumeAction(values, next, locale),
    fields: ["email", "password"],
    leave: ({ verified, home, resumed }, router) => {
      if (verified) notify.success(t("activated"));
      continueAfterLogin(router, next, resumed, localePath(home));
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <EmailField label={t("email")} error={errors.email?.message} {...register("email")} />
      <div>
        <TextField
          label={t("password")}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register("password")}
        />
        <p className="mt-2 text-right text-sm">
          <Link href={localePath("/reset-password")} className={TEXT_LINK}>
            {t("forgotPassword")}
          </Link>
        </p>
      </div>
      <Button type="submit" className="w-full" disabled={busy}>
        {t("loginButton")}
      </Button>
    </form>
  );
}
