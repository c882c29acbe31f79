import type { Metadata } from "next";
import { Suspense } from "react";
import { SearchResults, searchMetadata } from "@/app/(shop)/search/search-results";
import { SearchSkeleton } from "@/components/catalog/search-skeleton";
import { pickSearchParams } from "@/lib/catalog/search/search-url";

// The search page in Hindi, its words and metadata in Hindi: a search's first visit, rendered on
// request; the middleware serves the later ones from the page ./[query] keeps (decision 088).

export async function generateMetadata({ searchParams }: PageProps<"/hi/search">): Promise<Metadata> {
  return searchMetadata(pickSearchParams(await searchParams), "hi");
}

async function Results({ searchParams }: Pick<PageProps<"/hi/search">, "searchParams">) {
  return <SearchResults picked={pickSearchParams(await searchParams)} keep={false} locale="hi" />;
}

export default function HindiSearchPage({ searchParams }: PageProps<"/hi/search">) {
  return (
    <Suspense fallback={<SearchSkeleton />}>
      <Results searchParams={searchParams} />
    </Suspense>
  );
}
