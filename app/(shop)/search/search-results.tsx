import type { Metadata } from "next";
import { catalogueText } from "@/lib/i18n/catalogue-text";
import type { Locale } from "@/lib/i18n/locales";
import { search as words } from "@/lib/i18n/messages/search";
import { inLanguage } from "@/lib/i18n/metadata";
import { translator } from "@/lib/i18n/translate";
import { FilterChips, filterChips, lastChip } from "@/components/catalog/filter-chips";
import { FilterSidebar, type ActiveFilters } from "@/components/catalog/filter-sidebar";
import { Pagination } from "@/components/catalog/pagination";
import { ProductGrid, ProductListing, ResultCount } from "@/components/catalog/product-listing";
import { NavLink, SearchNavProvider } from "@/components/catalog/search-nav";
import { searchHref, SEARCH_PATH, type SearchKey } from "@/lib/catalog/search/search-url";
import { buttonClasses } from "@/components/ui/button";
import { cachedCategories, cachedFilterValues, searchCatalog } from "@/lib/catalog/queries";
import { categoryDescription } from "@/lib/catalog/facets/category-text";
import type { CategoryFacet } from "@/lib/catalog/facets/facets";
import { categoryPath } from "@/lib/paths";
import type { ProductSearchResult } from "@/lib/catalog/search/search";
import { productSearchSchema, type ProductSearchQuery } from "@/lib/catalog/search/search-schema";
import { sortChoicesFor } from "@/lib/catalog/search/sort-options";
import { AppError } from "@/lib/errors";
import { SHOP } from "@/lib/shop";
import { PageWords } from "@/components/i18n/page-words";
import { buy } from "@/lib/i18n/messages/buy";
import { listing } from "@/lib/i18n/messages/listing";

// The search page, rendered on the server from its parameters: filters, sort, text search and pages.
// Parameters that do not parse show why, over the unfiltered list, rather than an error page.
// Rendered on request at a search's first visit (./page.tsx), then served from app/(shop)/search/[query]
// (the middleware's rewrite of /search?…), one page per distinct parameters, kept until a catalogue
// write expires it (decision 088).

/** The page's own parameters, as pickSearchParams gives them (known ones, first values, in the URL's order). */
type Picked = Partial<Record<SearchKey, string>>;

/** The parsed URL, or null with the reason when it does not parse. */
function parseQuery(params: Picked): { query: ProductSearchQuery; problem: null } | { query: null; problem: string } {
  const parsed = productSearchSchema.safeParse(params);
  if (parsed.success) return { query: parsed.data, problem: null };
  return { query: null, problem: parsed.error.issues[0]?.message ?? "The filters in this address are not valid" };
}

/** The categories a query names by id or slug, in the catalogue's order. */
function findCategories(categories: readonly CategoryFacet[], idsOrSlugs: readonly string[]): CategoryFacet[] {
  return categories.filter((category) => idsOrSlugs.includes(category.id) || idsOrSlugs.includes(category.slug));
}

/** The one category a query names, when it names exactly one (the heading and the canonical address are its). */
function soleCategory(categories: readonly CategoryFacet[], query: ProductSearchQuery | null): CategoryFacet | undefined {
  const named = findCategories(categories, query?.categories ?? []);
  return named.length === 1 ? named[0] : undefined;
}

function headingFor(query: ProductSearchQuery | null, category: CategoryFacet | undefined, locale: Locale): string {
  const t = translator(locale, words);
  const name = category && catalogueText(locale, category.name, category.nameHi);
  if (query?.search !== undefined)
    return name ? t("resultsForIn", { search: query.search, category: name }) : t("resultsFor", { search: query.search });
  return name ?? t("allKurtas");
}

export async function searchMetadata(params: Picked, locale: Locale = "en"): Promise<Metadata> {
  const { query } = parseQuery(params);
  // Most searches name no category: no need to read them.
  const category = query?.categories.length ? soleCategory(await cachedCategories(), query) : undefined;
  const title = headingFor(query, category, locale).replace(/[“”]/g, '"');
  const description = category
    ? categoryDescription({ name: catalogueText(locale, category.name, category.nameHi) }, locale)
    : translator(locale, words)("browseAll", { shop: SHOP.name });
  // A category's listing, in any order or page, stands for the category's own page.
  const canonical = query?.search === undefined ? (category ? categoryPath(category.slug) : SEARCH_PATH) : undefined;
  return inLanguage(locale, {
    title,
    description,
    // Text searches are endless and thin: kept out of the index. Category listings are indexed.
    robots: query?.search !== undefined ? { index: false, follow: true } : { index: true, follow: true },
    ...(canonical ? { alternates: { canonical } } : {}),
    openGraph: { title, description, ...(canonical ? { url: canonical } : {}) },
  });
}

/** Everything below the header for these parameters; `keep: false` reads the results without keeping them (a first visit). */
export async function SearchResults({ picked, keep = true, locale = "en" }: { picked: Picked; keep?: boolean; locale?: Locale }) {
  const t = translator(locale, words);
  const parsed = parseQuery(picked);
  let { query, problem } = parsed;
  let params = query ? picked : {};

  const values = await cachedFilterValues();
  const { colors, regions } = values;
  // The filters and chips name each category in the page's language.
  const categories = values.categories.map((each) => ({ ...each, name: catalogueText(locale, each.name, each.nameHi) }));
  let result: ProductSearchResult;
  try {
    result = await searchCatalog(query ? params : {}, { facets: true, keep });
  } catch (error) {
    // Rules beyond the URL's shape (a page size only admins may ask for): the unfiltered list instead.
    if (!(error instanceof AppError)) throw error;
    problem = error.message;
    query = null;
    params = {};
    result = await searchCatalog({}, { facets: true, keep });
  }

  const effective = query ?? productSearchSchema.parse({});
  const category = soleCategory(categories, effective);
  const active: ActiveFilters = {
    categoryIds: findCategories(categories, effective.categories).map((each) => each.id),
    priceMinPaise: effective.priceMinPaise,
    priceMaxPaise: effective.priceMaxPaise,
    discount: effective.minDiscountPct,
    inStockOnly: effective.inStockOnly,
    codOnly: effective.codOnly,
    location: effective.location,
    colors: effective.colors,
    sizes: effective.sizes,
  };
  const chips = filterChips(params, active, categories, colors, locale);
  const dropLast = lastChip(params, chips);
  const activeCount = chips.length;

  const { products, pagination, textMatch, searchedFor } = result;
  const heading = headingFor(query, category, locale);
  const sortValue = `${effective.sortBy}-${effective.sortOrder}`;
  const sortChoices = sortChoicesFor(effective.sortBy, effective.sortOrder, effective.search !== undefined).map((choice) => ({
    ...choice,
    href: searchHref(params, { sortBy: choice.sortBy, sortOrder: choice.sortOrder }),
  }));

  const sidebar = (
    <FilterSidebar params={params} active={active} categories={categories} colors={colors} regions={regions} counts={result.facets} />
  );

  return (
    <PageWords locale={locale} areas={{ listing, buy }}>
      <SearchNavProvider>
        <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-8">
          <div className="mb-5">
            <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{heading}</h1>
            <ResultCount total={pagination.total} currentPage={pagination.currentPage} totalPages={pagination.totalPages} locale={locale} />
            {problem ? (
              <div role="alert" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-ink">
                <p className="font-semibold">{t("problem", { problem })}</p>
                <p className="mt-1">{t("showingAll")}</p>
              </div>
            ) : null}
            {textMatch === "fuzzy" && searchedFor !== null && products.length > 0 ? (
              <p className="mt-3 text-sm text-ink">
                {t("showingFor")} <strong>“{searchedFor}”</strong>. {t("notAsTyped", { search: effective.search ?? "" })}
              </p>
            ) : null}
          </div>

          <ProductListing
            sidebar={sidebar}
            activeFilters={activeCount}
            total={pagination.total}
            sortChoices={sortChoices}
            sortValue={sortValue}
            locale={locale}
          >
            <FilterChips chips={chips} locale={locale} />
            {products.length === 0 ? (
              <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-stone-300 px-6 py-16 text-center">
                <p className="text-xl font-semibold">{t("noItem")}</p>
                <p className="max-w-md text-sm text-ink-muted">{pagination.total > 0 ? t("pastTheEnd") : t("nothingMatches")}</p>
                <div className="flex flex-wrap justify-center gap-3">
                  {pagination.total === 0 && dropLast ? (
                    <NavLink href={dropLast.removeHref} className={buttonClasses("primary")}>
                      {t("remove", { label: dropLast.label })}
                    </NavLink>
                  ) : null}
                  <NavLink
                    href={pagination.total > 0 ? searchHref(params, { page: 1 }) : SEARCH_PATH}
                    className={buttonClasses("secondary")}
                  >
                    {pagination.total > 0 ? t("firstPage") : t("showAll")}
                  </NavLink>
                </div>
              </div>
            ) : (
              <ProductGrid products={products} />
            )}
            <Pagination
              currentPage={pagination.currentPage}
              totalPages={pagination.totalPages}
              hrefFor={(page) => searchHref(params, { page })}
              locale={locale}
            />
          </ProductListing>
        </div>
      </SearchNavProvider>
    </PageWords>
  );
}
