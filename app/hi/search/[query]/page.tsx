import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SearchResults, searchMetadata } from "@/app/(shop)/search/search-results";
import { ALL_SEGMENT, paramsOfSegment } from "@/lib/catalog/search/search-segment";

// /hi/search?… from its second visit: the Hindi twin of app/(shop)/search/[query], one page per
// distinct parameters, kept as the English ones are (decision 088), so that a Hindi search answers
// at the English one's speed. A made-up segment is a 404, never kept.

type Props = { params: Promise<{ query: string }> };

export async function generateStaticParams(): Promise<{ query: string }[]> {
  return [{ query: ALL_SEGMENT }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const picked = paramsOfSegment((await params).query);
  return picked ? searchMetadata(picked, "hi") : { title: "पेज नहीं मिला", robots: { index: false } };
}

export default async function HindiSearchQueryPage({ params }: Props) {
  const picked = paramsOfSegment((await params).query);
  if (!picked) notFound();
  return <SearchResults picked={picked} locale="hi" />;
}
