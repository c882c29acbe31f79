"use client";

import { SIGNUP_MESSAGE, signupSchema } from "@/lib/accounts/schemas";
import { signupAndResumeAction } from "@/lib/intent/actions";
import { EmailField } from "@/components/forms/email-field";
import { Button } from "@/components/ui/button";
import { NoticeLine } from "./notice-line";
import { TextField } from "@/components/ui/form-field";
import { notify } from "@/components/ui/toast";
import { continueAfterLogin, VERIFY_TO_ORDER } from "./after-login";
import { NewPasswordFields } from "./new-password-fields";
import { useLeavingForm } from "./use-leaving-form";

/** `next`: the page to go back to (a path of this site), kept through the login if one is needed. */
export function SignupForm({ next }: { next: string | null }) {
  const { register, onSubmit, errors, busy } = useLeavingForm({
    schema: signupSchema,
    defaultValues: { fullname: "", email: "", password: "", confirmPassword: "" },
    loading: "Signing Up...",
    action: (values) => signupAndResumeAction(values, next),
    fields: ["fullname", "email", "password", "confirmPassword"],
    leave: ({ signedIn, resumed }, router) => {
      if (!signedIn) {
        // The email already had an account (with another password): its owner logs in.
        notify.success(SIGNUP_MESSAGE);
        return router.push(next ? `/login?next=${encodeURIComponent(next)}` : "/login");
      }
      notify.success(VERIFY_TO_ORDER);
      continueAfterLogin(router, next, resumed);
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField label="Full Name" autoComplete="name" error={errors.fullname?.message} {...register("fullname")} />
      <EmailField error={errors.email?.message} {...register("email")} />
      <NewPasswordFields
        password={register("password")}
        confirmPassword={register("confirmPassword")}
        errors={{ password: errors.password?.message, confirmPassword: errors.confirmPassword?.message }}
      />
      <NoticeLine />
      <Button type="submit" className="w-full" disabled={busy}>
        Sign Up
      </Button>
    </form>
  );
}
