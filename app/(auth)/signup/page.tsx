import type { Metadata } from "next";
import { SignInPageView } from "@/components/account/sign-in-pages";

export const metadata: Metadata = { title: "Sign up" };

export default function SignupPage({ searchParams }: PageProps<"/signup">) {
  return <SignInPageView kind="signup" locale="en" searchParams={searchParams} />;
}
