"use client";

import Link from "next/link";
import { loginSchema } from "@/lib/accounts/schemas";
import { loginAndResumeAction } from "@/lib/intent/actions";
import { EmailField } from "@/components/forms/email-field";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-field";
import { notify } from "@/components/ui/toast";
import { continueAfterLogin } from "./after-login";
import { TEXT_LINK } from "./auth-card";
import { useLeavingForm } from "./use-leaving-form";

/** `next`: the page to go back to (a path of this site). */
export function LoginForm({ next }: { next: string | null }) {
  const { register, onSubmit, errors, busy } = useLeavingForm({
    schema: loginSchema,
    defaultValues: { email: "", password: "" },
    loading: "Signing In...",
    action: (values) => loginAndResumeAction(values, next),
    fields: ["email", "password"],
    leave: ({ verified, home, resumed }, router) => {
      if (verified) notify.success("Your account is activated");
      continueAfterLogin(router, next, resumed, home);
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <EmailField error={errors.email?.message} {...register("email")} />
      <div>
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register("password")}
        />
        <p className="mt-2 text-right text-sm">
          <Link href="/reset-password" className={TEXT_LINK}>
            Forgot password?
          </Link>
        </p>
      </div>
      <Button type="submit" className="w-full" disabled={busy}>
        Login
      </Button>
    </form>
  );
}
