import type { ReactNode } from "react";
import type { ProductCard as ProductCardData } from "@/lib/catalog/cards/product-card";
import type { SortChoice } from "@/lib/catalog/search/sort-options";
import type { Locale } from "@/lib/i18n/locales";
import { listing } from "@/lib/i18n/messages/listing";
import { product as words } from "@/lib/i18n/messages/product";
import { translator } from "@/lib/i18n/translate";
import { FilterPanel } from "./filter-panel";
import { ProductCard } from "./product-card";
import { PendingRegion } from "./search-nav";
import { SortSelect } from "./sort-select";

// The product listing of the search and category pages: the filters beside the results (a button
// and a panel on phones), the sort menu above them, and the cards.

type ListingProps = {
  /** The filters (FilterSidebar), drawn beside the results from 768 px and in the panel below. */
  sidebar: ReactNode;
  activeFilters: number;
  total: number;
  sortChoices: readonly (SortChoice & { href: string })[];
  sortValue: string;
  /** The results: a ProductGrid and its pagination, or what to say when there are none. */
  children: ReactNode;
  locale?: Locale;
};

export function ProductListing({ sidebar, activeFilters, total, sortChoices, sortValue, children, locale = "en" }: ListingProps) {
  const t = translator(locale, listing);
  // The menu's names in the page's language; an order the menu does not list is named by its parts.
  const menu: Partial<Record<string, string>> = listing[locale].sort;
  const named = sortChoices.map((choice) => ({
    ...choice,
    label: menu[choice.value] ?? t("sortOther", { name: t(`sortName.${choice.sortBy}`), direction: t(`direction.${choice.sortOrder}`) }),
  }));
  return (
    <div className="md:grid md:grid-cols-[15rem_minmax(0,1fr)] md:gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <aside aria-label={t("filters")} className="hidden md:block">
        {sidebar}
      </aside>

      <section aria-labelledby="results-title" className="min-w-0">
        <h2 id="results-title" className="sr-only">
          {t("products")}
        </h2>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <FilterPanel activeCount={activeFilters} total={total}>
            {sidebar}
          </FilterPanel>
          <div className="ml-auto">
            <SortSelect choices={named} value={sortValue} />
          </div>
        </div>

        <PendingRegion>{children}</PendingRegion>
      </section>
    </div>
  );
}

/** The cards, two to four a row; the first picture, the page's largest paint, loads first. */
export function ProductGrid({ products }: { products: readonly ProductCardData[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} layout="grid" priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}

/** "48 products · page 1 of 4", announced when it changes. */
export function ResultCount({
  total,
  currentPage,
  totalPages,
  locale = "en",
}: {
  total: number;
  currentPage: number;
  totalPages: number;
  locale?: Locale;
}) {
  const t = translator(locale, words);
  return (
    <p role="status" className="mt-1 text-sm text-ink-muted">
      {t("resultCount", { count: total, total: total.toLocaleString("en-IN") })}
      {totalPages > 1 ? t("pageOf", { page: currentPage, pages: totalPages }) : ""}
    </p>
  );
}
