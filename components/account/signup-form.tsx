"use client";

import { signupAction } from "@/lib/accounts/actions";
import { SIGNUP_MESSAGE, signupSchema } from "@/lib/accounts/schemas";
import { EmailField } from "@/components/forms/email-field";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-field";
import { notify } from "@/components/ui/toast";
import { NewPasswordFields } from "./new-password-fields";
import { useLeavingForm } from "./use-leaving-form";

export function SignupForm() {
  const { register, onSubmit, errors, busy } = useLeavingForm({
    schema: signupSchema,
    defaultValues: { fullname: "", email: "", password: "", confirmPassword: "" },
    loading: "Signing Up...",
    action: signupAction,
    fields: ["fullname", "email", "password", "confirmPassword"],
    leave: (_, router) => {
      notify.success(SIGNUP_MESSAGE);
      router.push("/login");
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
      <Button type="submit" className="w-full" disabled={busy}>
        Sign Up
      </Button>
    </form>
  );
}
