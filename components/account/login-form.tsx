"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { loginAction } from "@/lib/accounts/actions";
import { loginSchema } from "@/lib/accounts/schemas";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-field";
import { notify } from "@/components/ui/toast";
import { TEXT_LINK } from "./auth-card";
import { showFailure, withLoadingToast } from "./action-helpers";

type LoginInput = z.input<typeof loginSchema>;

export function LoginForm({ next }: { next: string | null }) {
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema, undefined, { raw: true }),
    defaultValues: { email: "", password: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await withLoadingToast("Signing In...", () => loginAction(values));
    if (!result.ok) return showFailure(result, setError, ["email", "password"]);
    setLeaving(true);
    if (result.data.verified) notify.success("Your account is activated");
    router.replace(next ?? "/myaccount");
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
      <Button type="submit" className="w-full" disabled={isSubmitting || leaving}>
        Login
      </Button>
    </form>
  );
}
