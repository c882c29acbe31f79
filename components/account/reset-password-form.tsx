"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { resetPasswordAction } from "@/lib/accounts/actions";
import { resetPasswordFormSchema } from "@/lib/accounts/schemas";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button, buttonClasses } from "@/components/ui/button";
import { notify } from "@/components/ui/toast";
import { NewPasswordFields } from "./new-password-fields";

export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    onSubmit,
    formState: { errors, isSubmitting },
  } = useActionForm({
    schema: resetPasswordFormSchema,
    defaultValues: { password: "", confirmPassword: "" },
    loading: "Resetting password...",
    action: ({ password }) => resetPasswordAction({ token, password }),
    fields: ["password"],
    onSuccess: ({ message }) => {
      setLeaving(true);
      notify.success(message);
      router.push("/login");
      router.refresh();
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <NewPasswordFields
        password={register("password")}
        confirmPassword={register("confirmPassword")}
        errors={{ password: errors.password?.message, confirmPassword: errors.confirmPassword?.message }}
      />
      <div className="flex flex-col gap-3 sm:flex-row-reverse">
        <Button type="submit" className="w-full sm:flex-1" disabled={isSubmitting || leaving}>
          Reset Password
        </Button>
        <Link href="/login" className={buttonClasses("secondary", "w-full sm:flex-1")}>
          Login
        </Link>
      </div>
    </form>
  );
}
