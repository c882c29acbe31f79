"use client";

import { useState } from "react";
import { requestPasswordResetAction } from "@/lib/accounts/actions";
import { emailOnlySchema } from "@/lib/accounts/schemas";
import { EmailField } from "@/components/forms/email-field";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/toast";

export function ForgotPasswordForm({ defaultEmail = "" }: { defaultEmail?: string }) {
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    onSubmit,
    formState: { errors, isSubmitting },
  } = useActionForm({
    schema: emailOnlySchema,
    defaultValues: { email: defaultEmail },
    loading: "Sending link...",
    action: (values) => {
      setSent(null);
      return requestPasswordResetAction(values);
    },
    fields: ["email"],
    onSuccess: ({ message }) => {
      notify.success(message);
      setSent(message);
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <EmailField error={errors.email?.message} {...register("email")} />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        Send reset link
      </Button>
      <p role="status" className={sent ? "rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-800" : "sr-only"}>
        {sent}
      </p>
    </form>
  );
}
