import type { Metadata } from "next";
import { VerifyNotice } from "@/components/account/verify-notice";
import { CartContents } from "@/components/cart/cart-contents";
import { requireUserPage } from "@/lib/auth/page-guards";
import { listOffers } from "@/lib/cart/coupon";
import { getCart } from "@/lib/cart/queries";
import { codRulesAt } from "@/lib/orders/cod-rules/rules-store";
import { codTermsOf } from "@/lib/orders/cod-rules/terms";
import { pageContext } from "@/lib/http/page-context";

export const metadata: Metadata = { title: "My Cart", robots: { index: false, follow: false } };

// Rendered in full per request, with no prerendered shell: a per-user page carries a fresh CSP
// nonce (middleware.ts), and Next.js would put nonce-less scripts into a shell (decision 015).
export const instant = false;

export default async function CartPage() {
  const caller = await requireUserPage("/cart");
  const ctx = pageContext(caller);
  const [cart, codRules, offers] = await Promise.all([getCart(ctx), codRulesAt(), listOffers(ctx)]);
  return (
    // Room at the foot for the phone's checkout bar (components/cart/cart-summary.tsx).
    <div className="mx-auto w-full max-w-6xl px-4 pb-24 pt-8 sm:pt-10 lg:pb-10">
      <h1 className="mb-4 text-2xl font-bold tracking-tight sm:text-3xl">My Cart</h1>
      {caller.isVerified ? null : (
        <div className="mb-4">
          <VerifyNotice email={caller.email ?? ""} title="Verify your account to order" actionLabel="Resend link" />
        </div>
      )}
      <CartContents initial={cart} codTerms={codTermsOf(codRules)} offers={offers} />
    </div>
  );
}
