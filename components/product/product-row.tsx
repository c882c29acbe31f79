import { IntentLink } from "@/components/ui/intent-link";
import type { ProductSummary } from "@/lib/catalog/cards/product-summary";
import { ProductCard } from "@/components/catalog/product-card";
import type { Locale } from "@/lib/i18n/locales";
import { product as words } from "@/lib/i18n/messages/product";
import { translator } from "@/lib/i18n/translate";

/** A titled row of product cards: a horizontal scroll on phones, a grid of five from 1024 px. */
export function ProductRow({
  id,
  title,
  href,
  products,
  locale = "en",
}: {
  id: string;
  title: string;
  href: string;
  products: readonly ProductSummary[];
  locale?: Locale;
}) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-12">
      <div className="mb-4 flex items-baseline justify-between gap-4">
        <h2 id={id} className="text-xl font-semibold tracking-tight sm:text-2xl">
          {title}
        </h2>
        <IntentLink href={href} className="shrink-0 rounded-sm text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
          {translator(locale, words)("viewAll")}
          <span className="sr-only"> {title}</span>
        </IntentLink>
      </div>
      <ul className="-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-3 lg:mx-0 lg:grid lg:grid-cols-5 lg:gap-5 lg:overflow-visible lg:px-0 lg:pb-0">
        {products.map((product) => (
          <li key={product.id} className="w-40 shrink-0 snap-start sm:w-48 lg:w-auto">
            <ProductCard product={product} layout="row" />
          </li>
        ))}
      </ul>
    </section>
  );
}
