import type { Metadata } from "next";
import { AccountPageView } from "@/components/account/account-page";

export const metadata: Metadata = { title: "मेरा खाता", robots: { index: false, follow: false } };

export default function HindiAccountPage() {
  return <AccountPageView locale="hi" />;
}
