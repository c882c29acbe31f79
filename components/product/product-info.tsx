import { IntentLink } from "@/components/ui/intent-link";
import { MaskIcon } from "@/components/ui/icons";
import type { Locale } from "@/lib/i18n/locales";
import { product as words } from "@/lib/i18n/messages/product";
import { translator } from "@/lib/i18n/translate";
import { SHOP } from "@/lib/shop";

/** The bullets of what the kurta is made of and how to care for it. */
export function ProductDetailsList({ details, region, locale = "en" }: { details: readonly string[]; region: string; locale?: Locale }) {
  const t = translator(locale, words);
  const items = region ? [...details, t("craftedIn", { region })] : details;
  return (
    <section aria-labelledby="product-details">
      <h2 id="product-details" className="text-xl font-semibold tracking-tight">
        {t("productDetails")}
      </h2>
      {items.length > 0 ? (
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm leading-relaxed marker:text-brand-600">
          {items.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-ink-muted">{t("noDetails")}</p>
      )}
    </section>
  );
}

/** What every order gets: free shipping, cash on delivery (when the product has it), replacement, Delhi stitching. */
export function ProductOffers({ cashOnDelivery, locale = "en" }: { cashOnDelivery: boolean; locale?: Locale }) {
  const t = translator(locale, words);
  const offers: { title: string; text: string; icon: string }[] = [
    { title: t("offer.shipping"), text: t("offer.shippingText"), icon: "icon-truck" },
    ...(cashOnDelivery ? [{ title: t("offer.cod"), text: t("offer.codText"), icon: "icon-cash" }] : []),
    { title: t("offer.replacement"), text: t("offer.replacementText"), icon: "icon-replace" },
    { title: t("offer.stitched"), text: t("offer.stitchedText", { city: SHOP.address.city }), icon: "icon-scissors" },
  ];
  return (
    <section aria-labelledby="product-offers">
      <h2 id="product-offers" className="text-xl font-semibold tracking-tight">
        {t("offers")}
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {offers.map((offer) => (
          <li key={offer.title} className="flex gap-3 rounded-xl border border-stone-200 bg-brand-50 p-3">
            <span className="mt-0.5 shrink-0 text-brand-700">
              <MaskIcon className={`${offer.icon} size-6`} />
            </span>
            <span>
              <span className="block text-sm font-semibold">{offer.title}</span>
              <span className="block text-sm text-ink-muted">{offer.text}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm">
        <IntentLink href="/refund" className="font-medium text-brand-700 underline-offset-2 hover:underline">
          {t("policy")}
        </IntentLink>
      </p>
    </section>
  );
}
