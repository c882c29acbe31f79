import type { Metadata } from "next";
import { SignInPageView } from "@/components/account/sign-in-pages";

export const metadata: Metadata = { title: "लॉग इन" };

export default function HindiLoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <SignInPageView kind="login" locale="hi" searchParams={searchParams} />;
}
