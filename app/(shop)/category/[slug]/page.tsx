import type { Metadata } from "next";
import { inLanguage } from "@/lib/i18n/metadata";
import { notFound, permanentRedirect } from "next/navigation";
import { FilterSidebar } from "@/components/catalog/filter-sidebar";
import { Pagination } from "@/components/catalog/pagination";
import { ProductGrid, ProductListing, ResultCount } from "@/components/catalog/product-listing";
import { SearchNavProvider } from "@/components/catalog/search-nav";
import { searchHref } from "@/lib/catalog/search-url";
import { Breadcrumbs } from "@/components/product/breadcrumbs";
import { breadcrumbListJsonLd, JsonLd } from "@/components/product/structured-data";
import { cachedCategories, cachedCategory, cachedFilterValues, searchCatalog } from "@/lib/catalog/queries";
import { CATEGORY_LINE, categoryDescription } from "@/lib/catalog/category-text";
import { categoryPath } from "@/lib/paths";
import { productSearchSchema } from "@/lib/catalog/search-schema";
import { sortChoicesFor } from "@/lib/catalog/sort-options";
import { getEnv } from "@/lib/env";
import { prebuilt } from "@/lib/catalog/static-params";

// A category's page: its first page of products in the default order, built ahead of time for
// every category and kept until a catalogue write expires its tags. It reads no searchParams,
// cookies or headers, so its metadata is in the <head> of the prerendered page. Other pages,
// sorts and filters are the search page's (/search?category=<id>&…).

type Props = { params: Promise<{ slug: string }> };

export async function generateStaticParams(): Promise<{ slug: string }[]> {
  return prebuilt(
    "slug",
    (await cachedCategories()).map((category) => category.slug),
  );
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const category = await cachedCategory((await params).slug);
  if (!category) return { title: "Category not found", robots: { index: false } };
  const canonical = categoryPath(category.slug);
  const description = categoryDescription(category);
  const image = category.image ? [{ url: category.image, alt: category.name }] : [];
  return inLanguage("en", {
    title: category.name,
    description,
    alternates: { canonical },
    openGraph: { type: "website", url: canonical, title: category.name, description, images: image },
    twitter: { card: "summary_large_image", title: category.name, description },
  });
}

export default async function CategoryPage({ params }: Props) {
  const { slug } = await params;
  const category = await cachedCategory(slug);
  if (!category) notFound();
  // Reached by its id (an older link): one address per category.
  if (category.slug !== slug) permanentRedirect(categoryPath(category.slug));

  const [result, { categories, colors, regions }] = await Promise.all([
    searchCatalog({ category: category.id }, { facets: true }),
    cachedFilterValues(),
  ]);
  const { products, pagination } = result;
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
    <SearchNavProvider>
      <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-8">
        <JsonLd
          data={breadcrumbListJsonLd(
            [
              { name: "Home", path: "/" },
              { name: category.name, path: categoryPath(category.slug) },
            ],
            getEnv().APP_URL,
          )}
        />
        <Breadcrumbs trail={[{ name: "Home", href: "/" }]} current={category.name} />
        <div className="mb-5">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{category.name}</h1>
          <p className="mt-1 max-w-3xl text-sm text-ink sm:text-base">{CATEGORY_LINE}</p>
          <ResultCount total={pagination.total} currentPage={pagination.currentPage} totalPages={pagination.totalPages} />
        </div>

        <ProductListing
          sidebar={sidebar}
          activeFilters={1}
          total={pagination.total}
          sortChoices={sortChoices}
          sortValue={`${defaults.sortBy}-${defaults.sortOrder}`}
        >
          {products.length === 0 ? (
            <p className="rounded-lg border border-dashed border-stone-300 px-6 py-16 text-center text-ink-muted">
              New designs are on their way to this category. Please look again soon.
            </p>
          ) : (
            <ProductGrid products={products} />
          )}
          <Pagination
            currentPage={1}
            totalPages={pagination.totalPages}
            hrefFor={(page) => (page === 1 ? categoryPath(category.slug) : searchHref(listed, { page }))}
          />
        </ProductListing>
      </div>
    </SearchNavProvider>
  );
}
