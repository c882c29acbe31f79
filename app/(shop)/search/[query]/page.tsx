import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ALL_SEGMENT, paramsOfSegment } from "@/lib/catalog/search/search-segment";
import { searchMetadata, SearchResults } from "../search-results";

// /search?… for every visitor alike, one page per distinct parameters: from a search's second
// visit (decision 088) the middleware rewrites /search?<parameters> to /search/<the page's
// parameters as one segment> (searchSegment), and this page is built then and kept (in the
// size-bounded memory store, or in Redis with a TTL: lib/cache/isr-handler.mjs) until a catalogue
// write expires its tags or its life ends. The browser keeps the address it asked for.

type Props = { params: Promise<{ query: string }> };

export async function generateStaticParams(): Promise<{ query: string }[]> {
  // The unfiltered list; any other search is built when first asked for.
  return [{ query: ALL_SEGMENT }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const picked = paramsOfSegment((await params).query);
  return picked ? searchMetadata(picked) : { title: "Page not found", robots: { index: false } };
}

// A segment the middleware does not make (a made-up /search/<anything>) is no page: a 404, which
// is never kept, so made-up addresses cannot fill the cache.
export default async function SearchQueryPage({ params }: Props) {
  const picked = paramsOfSegment((await params).query);
  if (!picked) notFound();
  return <SearchResults picked={picked} />;
}
