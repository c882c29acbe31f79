"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { requestPasswordResetAction } from "@/lib/accounts/actions";
import { emailOnlySchema } from "@/lib/accounts/schemas";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-field";
import { notify } from "@/components/ui/toast";
import { showFailure, withLoadingToast } from "./action-helpers";

type EmailInput = z.input<typeof emailOnlySchema>;

export function ForgotPasswordForm({ defaultEmail = "" }: { defaultEmail?: string }) {
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EmailInput>({
    resolver: zodResolver(emailOnlySchema, undefined, { raw: true }),
    defaultValues: { email: defaultEmail },
  });

  const onSubmit = handleSubmit(async (values) => {
    setSent(null);
    const result = await withLoadingToast("Sending link...", () => requestPasswordResetAction(values));
    if (!result.ok) return showFailure(result, setError, ["email"]);
    notify.success(result.data.message);
    setSent(result.data.message);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register("email")}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        Send reset link
      </Button>
      <p role="status" className={sent ? "rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-800" : "sr-only"}>
        {sent}
      </p>
    </form>
  );
}
