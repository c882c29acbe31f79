import type { Metadata } from "next";
import { SignInPageView } from "@/components/account/sign-in-pages";

export const metadata: Metadata = { title: "Login" };

export default function LoginPage({ searchParams }: PageProps<"/login">) {
  return <SignInPageView kind="login" locale="en" searchParams={searchParams} />;
}
