"use client";

import Link from "next/link";
import { resetPasswordAction } from "@/lib/accounts/actions";
import { resetPasswordFormSchema } from "@/lib/accounts/schemas";
import { Button, buttonClasses } from "@/components/ui/button";
import { notify } from "@/components/ui/toast";
import { NewPasswordFields } from "./new-password-fields";
import { useLeavingForm } from "./use-leaving-form";

export function ResetPasswordForm({ token }: { token: string }) {
  const { register, onSubmit, errors, busy } = useLeavingForm({
    schema: resetPasswordFormSchema,
    defaultValues: { password: "", confirmPassword: "" },
    loading: "Resetting password...",
    action: ({ password }) => resetPasswordAction({ token, password }),
    fields: ["password"],
    leave: ({ message }, router) => {
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
        <Button type="submit" className="w-full sm:flex-1" disabled={busy}>
          Reset Password
        </Button>
        <Link href="/login" className={buttonClasses("secondary", "w-full sm:flex-1")}>
          Login
        </Link>
      </div>
    </form>
  );
}
