import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AuthCard, OrDivider, TEXT_LINK } from "@/components/account/auth-card";
import { intentNote } from "@/components/account/intent-note";
import { PhoneLoginForm } from "@/components/account/phone-login-form";
import { SignupForm } from "@/components/account/signup-form";
import { currentCaller } from "@/lib/auth/caller";
import { redirectIfLoggedIn } from "@/lib/auth/page-guards";
import { pendingIntentFor } from "@/lib/intent/queries";
import { safeNextPath } from "@/lib/safe-path";

export const metadata: Metadata = { title: "Sign up" };

export default async function SignupPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const next = safeNextPath((await searchParams).next);
  // As on the login page: a logged-in visitor (also this page re-rendered once sign-up logged
  // them in) goes where they were headed.
  if (next && (await currentCaller())) redirect(next);
  await redirectIfLoggedIn();
  const intent = await pendingIntentFor(next);

  return (
    <AuthCard
      title="Create your account"
      description={intent ? intentNote("Sign up", intent) : "Sign up with your mobile number and a code we text you, or with your email."}
      footer={
        <>
          Already have an account?{" "}
          <Link href={next ? `/login?next=${encodeURIComponent(next)}` : "/login"} className={TEXT_LINK}>
            Login
          </Link>
        </>
      }
    >
      <PhoneLoginForm next={next} />
      <OrDivider label="Or sign up with email" />
      <SignupForm next={next} />
    </AuthCard>
  );
}
