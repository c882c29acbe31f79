import type { Metadata } from "next";
import { SignInPageView } from "@/components/account/sign-in-pages";

export const metadata: Metadata = { title: "साइन अप" };

export default function HindiSignupPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <SignInPageView kind="signup" locale="hi" searchParams={searchParams} />;
}
