import type { Metadata } from "next";
import { BuyCardForm } from "@/components/gift-cards/buy-card-form";
import { requireUserPage } from "@/lib/auth/page-guards";
import { clock } from "@/lib/clock";
import { LATEST_SEND_DAYS } from "@/lib/gift-cards/purchase";
import { addDays, indianDate } from "@/lib/india-days";

export const metadata: Metadata = { title: "Gift cards", robots: { index: false, follow: false } };

// A per-user page: rendered in full per request with the response's CSP nonce (see app/(shop)/cart/page.tsx).
export const instant = false;

export default async function GiftCardsPage() {
  await requireUserPage("/gift-cards");
  const today = indianDate(clock.now());
  return (
    <div className="mx-auto w-full max-w-2xl space-y-6 px-4 py-8 sm:py-10">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Gift cards</h1>
        <p className="mt-1 text-sm text-ink-muted">
          For Diwali, Rakhi or a wedding: she gets a code by email or WhatsApp on the day you choose, and adds it to her store credit. Valid
          for a year from the day it is sent.
        </p>
      </div>
      <section className="rounded-xl border border-stone-200 bg-white p-4 sm:p-6">
        <BuyCardForm today={today} latest={addDays(today, LATEST_SEND_DAYS)} />
      </section>
    </div>
  );
}
