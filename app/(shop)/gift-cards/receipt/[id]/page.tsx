import type { Metadata } from "next";
import Link from "next/link";
import { GiftCardReceipt } from "@/components/gift-cards/receipt";
import { requireUserPage } from "@/lib/auth/page-guards";
import { myCardReceipt } from "@/lib/gift-cards/queries";
import { orNotFound } from "@/lib/http/response/not-found";
import { pageContext } from "@/lib/http/page-context";

export const metadata: Metadata = { title: "Gift card receipt", robots: { index: false, follow: false } };

// A per-user page: rendered in full per request with the response's CSP nonce (see app/(shop)/cart/page.tsx).
export const instant = false;

export default async function GiftCardReceiptPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const caller = await requireUserPage(`/gift-cards/receipt/${encodeURIComponent(id)}`);
  // Another shopper's card, or none, answers a real 404.
  const receipt = await orNotFound(myCardReceipt(pageContext(caller), id));
  return (
    <div className="mx-auto w-full max-w-2xl space-y-6 px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Gift card receipt</h1>
      <GiftCardReceipt receipt={receipt} />
      <Link href="/gift-cards" className="inline-block text-sm font-medium text-brand-700 underline">
        Send another gift card
      </Link>
    </div>
  );
}
