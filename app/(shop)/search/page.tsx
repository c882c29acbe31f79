import type { Metadata } from "next";
import { Suspense } from "react";
import { SearchSkeleton } from "@/components/catalog/search-skeleton";
import { pickSearchParams, type RawSearchParams } from "@/lib/catalog/search/search-url";
import { searchMetadata, SearchResults } from "./search-results";

// /search?… rendered on request: a search's first visit (the middleware serves the later ones from
// the page ./[query] keeps, decision 088), and wherever the middleware does not run (server-action
// posts). Its words are read inside a boundary, so its shell is prerendered; the kept pages of
// ./[query] have no such boundary, and so no placeholder to swap (decision 059). Its results are
// not kept: the second visit's page reads them again, and keeps them with itself.

type Props = { searchParams: Promise<RawSearchParams> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return searchMetadata(pickSearchParams(await searchParams));
}

async function Results({ searchParams }: Props) {
  return <SearchResults picked={pickSearchParams(await searchParams)} keep={false} />;
}

export default function SearchPage({ searchParams }: Props) {
  return (
    <Suspense fallback={<SearchSkeleton />}>
      <Results searchParams={searchParams} />
    </Suspense>
  );
}
