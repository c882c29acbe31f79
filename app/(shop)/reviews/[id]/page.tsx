import type { Metadata } from "next";
import { ReviewsPageView, reviewsMetadata } from "@/components/reviews/reviews-page";
import { searchCatalog } from "@/lib/catalog/queries";
import { prebuilt } from "@/lib/catalog/static-params";

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return reviewsMetadata((await params).id, "en");
}

/** The most visited products' reviews are built ahead, like their product pages. */
export async function generateStaticParams(): Promise<{ id: string }[]> {
  const { products } = await searchCatalog({ sortBy: "viewed", sortOrder: "desc", limit: 12 });
  return prebuilt(
    "id",
    products.map((product) => product.id),
  );
}

export default async function ReviewsPage({ params, searchParams }: Props) {
  return <ReviewsPageView id={(await params).id} locale="en" searchParams={searchParams} />;
}
