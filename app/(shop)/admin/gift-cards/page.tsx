import type { Metadata } from "next";
import { GiftCardIssueForm } from "@/components/admin/gift-card-issue-form";
import { GiftCardList } from "@/components/admin/gift-card-list";
import { LiabilityPanel } from "@/components/admin/liability-panel";
import { PageTitle, Panel } from "@/components/admin/page-title";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { listGiftCards } from "@/lib/gift-cards/admin";
import { pageContext } from "@/lib/http/page-context";

export const metadata: Metadata = { title: "Gift cards" };

// A per-user page: rendered in full per request with the response's CSP nonce (see app/(shop)/cart/page.tsx).
export const instant = false;

export default async function AdminGiftCardsPage({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  const caller = await requireAdminPage("/admin/gift-cards");
  const { page } = await searchParams;
  const { cards, liability } = await listGiftCards(pageContext(caller), { page: page ?? "1" });
  return (
    <>
      <PageTitle
        title="Gift cards"
        note="Vouchers: no GST when issued or sold, GST on the goods they pay for. Valid a year; redeemed into store credit."
      />
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-4">
          <Panel title="Issue a gift card">
            <GiftCardIssueForm />
          </Panel>
          <Panel title="All gift cards">
            <GiftCardList cards={cards} />
          </Panel>
        </div>
        <LiabilityPanel title="Outstanding liability" paise={liability.amountPaise}>
          {liability.cards} {liability.cards === 1 ? "card" : "cards"} not yet redeemed or expired (bought ones waiting to be sent
          included). Redeemed cards are owed as store credit.
        </LiabilityPanel>
      </div>
    </>
  );
}
