import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { FilterSidebar } from "@/components/catalog/filter-sidebar";
import { Pagination } from "@/components/catalog/pagination";
import { ProductGrid, ProductListing, ResultCount } from "@/components/catalog/product-listing";
import { SearchNavProvider } from "@/components/catalog/search-nav";
import { Breadcrumbs } from "@/components/product/breadcrumbs";
import { breadcrumbListJsonLd, JsonLd } from "@/components/product/structured-data";
import { categoryDescription, categoryLine } from "@/lib/catalog/facets/category-text";
import { cachedCategory, cachedFilterValues, searchCatalog } from "@/lib/catalog/queries";
import { productSearchSchema } from "@/lib/catalog/search/search-schema";
import { searchHref } from "@/lib/catalog/search/search-url";
import { sortChoicesFor } from "@/lib/catalog/search/sort-options";
import { getEnv } from "@/lib/env";
import { catalogueText } from "@/lib/i18n/catalogue-text";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { product as words } from "@/lib/i18n/messages/product";
import { inLanguage } from "@/lib/i18n/metadata";
import { translator } from "@/lib/i18n/translate";
import { categoryPath } from "@/lib/paths";
import { PageWords } from "@/components/i18n/page-words";
import { buy } from "@/lib/i18n/messages/buy";
import { listing } from "@/lib/i18n/messages/listing";

// A category's page in either language (app/(shop)/category/[slug] and app/hi/category/[slug]): its
// first page of products in the default order, built ahead of time for every category and kept
// until a catalogue write expires its tags. It reads no searchParams, cookies or headers, so its
// metadata is in the <head> of the prerendered page. Other pages, sorts and filters are the search
// page's (/search?category=<id>&…).

export async function categoryMetadata(slug: string, locale: Locale): Promise<Metadata> {
  const category = await cachedCategory(slug);
  if (!category) return { title: translator(locale, words)("categoryNotFound"), robots: { index: false } };
  const name = catalogueText(locale, category.name, category.nameHi);
  const canonical = categoryPath(category.slug);
  const description = categoryDescription({ name }, locale);
  const image = category.image ? [{ url: category.image, alt: name }] : [];
  return inLanguage(locale, {
    title: name,
    description,
    alternates: { canonical },
    openGraph: { type: "website", url: canonical, title: name, description, images: image },
    twitter: { card: "summary_large_image", title: name, description },
  });
}

export async function CategoryPageView({ slug, locale }: { slug: string; locale: Locale }) {
  const category = await cachedCategory(slug);
  if (!category) notFound();
  // Reached by its id (an older link): one address per category.
  if (category.slug !== slug) permanentRedirect(localePath(locale, categoryPath(category.slug)));
  const t = translator(locale, words);
  const name = catalogueText(locale, category.name, category.nameHi);

  const [result, { categories: allCategories, colors, regions }] = await Promise.all([
    searchCatalog({ category: category.id }, { facets: true }),
    cachedFilterValues(),
  ]);
  const { products, pagination } = result;
  const categories = allCategories.map((each) => ({ ...each, name: catalogueText(locale, each.name, each.nameHi) }));
  const defaults = productSearchSchema.parse({});
  const listed = { category: category.id };
  const sortChoices = sortChoicesFor(defaults.sortBy, defaults.sortOrder, false).map((choice) => ({
    ...choice,
    href: searchHref(listed, { sortBy: choice.sortBy, sortOrder: choice.sortOrder }),
  }));
  const sidebar = (
    <FilterSidebar
      params={listed}
      active={{ categoryIds: [category.id], inStockOnly: false, codOnly: false, colors: [], sizes: [] }}
      categories={categories}
      colors={colors}
      regions={regions}
      counts={result.facets}
    />
  );

  return (
    <PageWords locale={locale} areas={{ listing, buy }}>
      <SearchNavProvider>
        <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-8">
          <JsonLd
            data={breadcrumbListJsonLd(
              [
                { name: t("home"), path: localePath(locale, "/") },
                { name, path: localePath(locale, categoryPath(category.slug)) },
              ],
              getEnv().APP_URL,
            )}
          />
          <Breadcrumbs trail={[{ name: t("home"), href: "/" }]} current={name} />
          <div className="mb-5">
            <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{name}</h1>
            <p className="mt-1 max-w-3xl text-sm text-ink sm:text-base">{categoryLine(locale)}</p>
            <ResultCount total={pagination.total} currentPage={pagination.currentPage} totalPages={pagination.totalPages} locale={locale} />
          </div>

          <ProductListing
            sidebar={sidebar}
            activeFilters={1}
            total={pagination.total}
            sortChoices={sortChoices}
            sortValue={`${defaults.sortBy}-${defaults.sortOrder}`}
            locale={locale}
          >
            {products.length === 0 ? (
              <p className="rounded-lg border border-dashed border-stone-300 px-6 py-16 text-center text-ink-muted">{t("emptyCategory")}</p>
            ) : (
              <ProductGrid products={products} />
            )}
            <Pagination
              currentPage={1}
              totalPages={pagination.totalPages}
              hrefFor={(page) => (page === 1 ? categoryPath(category.slug) : searchHref(listed, { page }))}
              locale={locale}
            />
          </ProductListing>
        </div>
      </SearchNavProvider>
    </PageWords>
  );
}
