import type { Metadata } from "next";
import { pickSearchParams, type RawSearchParams } from "@/components/catalog/search-url";
import { searchMetadata, SearchResults } from "./search-results";

// /search?… as the middleware leaves it to no request (it serves them from ./[query]): the same
// page, rendered on every request. Kept so the address works wherever the middleware does not run.

type Props = { searchParams: Promise<RawSearchParams> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return searchMetadata(pickSearchParams(await searchParams));
}

export default async function SearchPage({ searchParams }: Props) {
  return <SearchResults picked={pickSearchParams(await searchParams)} />;
}
