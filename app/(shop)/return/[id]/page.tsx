import type { Metadata } from "next";
import { ReturnPageView } from "@/components/orders/return-page";

export const metadata: Metadata = { title: "Return items", robots: { index: false, follow: false } };

// A per-user page: rendered in full per request with the response's CSP nonce (see app/(shop)/cart/page.tsx).
export const instant = false;

export default async function ReturnPage({ params }: PageProps<"/return/[id]">) {
  return <ReturnPageView id={(await params).id} locale="en" />;
}
