import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard, TEXT_LINK } from "@/components/account/auth-card";
import { ForgotPasswordForm } from "@/components/account/forgot-password-form";
import { currentCaller } from "@/lib/auth/caller";

export const metadata: Metadata = { title: "Reset password" };

export default async function ForgotPasswordPage() {
  const caller = await currentCaller();
  return (
    <AuthCard
      title="Reset your password"
      description="Enter the email of your account and we will send you a link to choose a new password."
      footer={
        <>
          Remembered it?{" "}
          <Link href="/login" className={TEXT_LINK}>
            Login
          </Link>
        </>
      }
    >
      <ForgotPasswordForm defaultEmail={caller?.email ?? ""} />
    </AuthCard>
  );
}
