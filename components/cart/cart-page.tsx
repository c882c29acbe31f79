import type { Metadata } from "next";
import { VerifyNotice } from "@/components/account/verify-notice";
import { PageWords } from "@/components/i18n/page-words";
import { requireUserPage } from "@/lib/auth/page-guards";
import { listOffers } from "@/lib/cart/coupon";
import { getCart } from "@/lib/cart/queries";
import { pageContext } from "@/lib/http/page-context";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { buy } from "@/lib/i18n/messages/buy";
import { cart as words } from "@/lib/i18n/messages/cart";
import { translator } from "@/lib/i18n/translate";
import { codRulesAt } from "@/lib/orders/cod-rules/rules-store";
import { codTermsOf } from "@/lib/orders/cod-rules/terms";
import { CartContents } from "./cart-contents";

// The cart page in either language (app/(shop)/cart and app/hi/cart): the same components, their
// words handed down in the page's language.

export function cartMetadata(locale: Locale): Metadata {
  return { title: translator(locale, words)("title"), robots: { index: false, follow: false } };
}

export async function CartPageView({ locale }: { locale: Locale }) {
  const caller = await requireUserPage(localePath(locale, "/cart"));
  const ctx = pageContext(caller);
  const [cart, codRules, offers] = await Promise.all([getCart(ctx), codRulesAt(), listOffers(ctx)]);
  const t = translator(locale, words);
  return (
    // Room at the foot for the phone's checkout bar (components/cart/cart-summary.tsx).
    <div className="mx-auto w-full max-w-6xl px-4 pb-24 pt-8 sm:pt-10 lg:pb-10">
      <h1 className="mb-4 text-2xl font-bold tracking-tight sm:text-3xl">{t("title")}</h1>
      {caller.isVerified ? null : (
        <div className="mb-4">
          <VerifyNotice email={caller.email ?? ""} title={t("verifyTitle")} actionLabel={t("resendLink")} />
        </div>
      )}
      <PageWords locale={locale} areas={{ cart: words, buy }}>
        <CartContents initial={cart} codTerms={codTermsOf(codRules)} offers={offers} />
      </PageWords>
    </div>
  );
}
