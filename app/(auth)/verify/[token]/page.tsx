import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/account/auth-card";
import { RememberVerification, VerifyAccount } from "@/components/account/verify-account";
import { buttonClasses } from "@/components/ui/button";
import { currentCaller } from "@/lib/auth/caller";

export const metadata: Metadata = { title: "Verify your account", robots: { index: false, follow: false } };

export default async function VerifyPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const caller = await currentCaller();

  if (!caller) {
    return (
      <AuthCard title="Verify your account" description="Log in to finish activating your account.">
        <RememberVerification token={token} />
      </AuthCard>
    );
  }
  if (!caller.isVerified) {
    return (
      <AuthCard title="Verify your account">
        <VerifyAccount token={token} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Your account is activated" description="Thank you for confirming your email. Happy shopping!">
      <Link href="/myaccount" className={buttonClasses("primary", "w-full")}>
        Go to Dashboard
      </Link>
    </AuthCard>
  );
}
