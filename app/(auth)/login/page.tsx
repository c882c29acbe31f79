import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AuthCard, OrDivider, TEXT_LINK } from "@/components/account/auth-card";
import { intentNote } from "@/components/account/intent-note";
import { LoginForm } from "@/components/account/login-form";
import { PhoneLoginForm } from "@/components/account/phone-login-form";
import { safeNextPath } from "@/lib/safe-path";
import { currentCaller } from "@/lib/auth/caller";
import { redirectIfLoggedIn } from "@/lib/auth/page-guards";
import { pendingIntentFor } from "@/lib/intent/queries";

export const metadata: Metadata = { title: "Login" };

export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const next = safeNextPath((await searchParams).next);
  // A logged-in visitor goes where they were headed; this also matches the client's own
  // navigation when the page is re-rendered right after the login action sets the cookie.
  if (next && (await currentCaller())) redirect(next);
  await redirectIfLoggedIn();
  const intent = await pendingIntentFor(next);

  return (
    <AuthCard
      title="Login"
      description={intent ? intentNote("Log in", intent) : "Log in or sign up with your mobile number: no password needed."}
      footer={
        <>
          Don&apos;t have an account?{" "}
          <Link href={next ? `/signup?next=${encodeURIComponent(next)}` : "/signup"} className={TEXT_LINK}>
            Sign up
          </Link>
        </>
      }
    >
      <PhoneLoginForm next={next} />
      <OrDivider label="Or log in with email" />
      <LoginForm next={next} />
    </AuthCard>
  );
}
