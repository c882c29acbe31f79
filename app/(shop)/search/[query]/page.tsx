import type { Metadata } from "next";
import { ALL_SEGMENT, paramsOfSegment } from "@/components/catalog/search-segment";
import { searchMetadata, SearchResults } from "../search-results";

// /search?… for every visitor alike, one page per distinct parameters: the middleware rewrites
// /search?<parameters> to /search/<the page's parameters as one segment> (searchSegment), and this
// page is built on its first visit and kept (in the size-bounded memory store, or in Redis with a
// TTL: lib/cache/isr-handler.mjs) until a catalogue write expires its tags or its life ends. The
// browser keeps the address it asked for.

type Props = { params: Promise<{ query: string }> };

export async function generateStaticParams(): Promise<{ query: string }[]> {
  // The unfiltered list; any other search is built when first asked for.
  return [{ query: ALL_SEGMENT }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return searchMetadata(paramsOfSegment((await params).query));
}

export default async function SearchQueryPage({ params }: Props) {
  return <SearchResults picked={paramsOfSegment((await params).query)} />;
}
