"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { signupAction } from "@/lib/accounts/actions";
import { SIGNUP_MESSAGE, signupSchema } from "@/lib/accounts/schemas";
import { EmailField } from "@/components/forms/email-field";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-field";
import { notify } from "@/components/ui/toast";
import { NewPasswordFields } from "./new-password-fields";

export function SignupForm() {
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    onSubmit,
    formState: { errors, isSubmitting },
  } = useActionForm({
    schema: signupSchema,
    defaultValues: { fullname: "", email: "", password: "", confirmPassword: "" },
    loading: "Signing Up...",
    action: signupAction,
    fields: ["fullname", "email", "password", "confirmPassword"],
    onSuccess: () => {
      setLeaving(true);
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
      <Button type="submit" className="w-full" disabled={isSubmitting || leaving}>
        Sign Up
      </Button>
    </form>
  );
}
