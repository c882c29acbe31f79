import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard, TEXT_LINK } from "@/components/account/auth-card";
import { SignupForm } from "@/components/account/signup-form";
import { redirectIfLoggedIn } from "@/lib/auth/page-guards";

export const metadata: Metadata = { title: "Sign up" };

export default async function SignupPage() {
  await redirectIfLoggedIn();

  return (
    <AuthCard
      title="Create your account"
      description="Sign up to save addresses, track orders and keep a wishlist."
      footer={
        <>
          Already have an account?{" "}
          <Link href="/login" className={TEXT_LINK}>
            Login
          </Link>
        </>
      }
    >
      <SignupForm />
    </AuthCard>
  );
}
