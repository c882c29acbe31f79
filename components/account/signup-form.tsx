"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { signupAction } from "@/lib/accounts/actions";
import { signupSchema, type SignupInput } from "@/lib/accounts/schemas";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-field";
import { notify } from "@/components/ui/toast";
import { showFailure, withLoadingToast } from "./action-helpers";
import { NewPasswordFields } from "./new-password-fields";

// signupAction answers with the new user only; this is the API's message for the same event.
const SIGNUP_SUCCESS = "Account created. We have emailed you a link to verify it.";

export function SignupForm() {
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignupInput>({
    resolver: zodResolver(signupSchema, undefined, { raw: true }),
    defaultValues: { fullname: "", email: "", password: "", confirmPassword: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await withLoadingToast("Signing Up...", () => signupAction(values));
    if (!result.ok) return showFailure(result, setError, ["fullname", "email", "password", "confirmPassword"]);
    setLeaving(true);
    notify.success(SIGNUP_SUCCESS);
    router.push("/login");
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField label="Full Name" autoComplete="name" error={errors.fullname?.message} {...register("fullname")} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register("email")}
      />
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
