import type { Metadata } from "next";
import { AccountPageView } from "@/components/account/account-page";

export const metadata: Metadata = { title: "My account", robots: { index: false, follow: false } };

// Rendered in full per request, with no prerendered shell: a per-user page carries a fresh CSP
// nonce (middleware.ts), and Next.js would put nonce-less scripts into a shell (decision 015).
export const instant = false;

export default function MyAccountPage() {
  return <AccountPageView locale="en" />;
}
