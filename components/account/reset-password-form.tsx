"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { resetPasswordAction } from "@/lib/accounts/actions";
import { resetPasswordFormSchema } from "@/lib/accounts/schemas";
import { Button, buttonClasses } from "@/components/ui/button";
import { notify } from "@/components/ui/toast";
import { showFailure, withLoadingToast } from "./action-helpers";
import { NewPasswordFields } from "./new-password-fields";

type ResetInput = z.input<typeof resetPasswordFormSchema>;

export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetInput>({
    resolver: zodResolver(resetPasswordFormSchema, undefined, { raw: true }),
    defaultValues: { password: "", confirmPassword: "" },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    const result = await withLoadingToast("Resetting password...", () => resetPasswordAction({ token, password }));
    if (!result.ok) return showFailure(result, setError, ["password"]);
    setLeaving(true);
    notify.success(result.data.message);
    router.push("/login");
    router.refresh();
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
