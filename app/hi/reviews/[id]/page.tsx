import type { Metadata } from "next";
import { ReviewsPageView, reviewsMetadata } from "@/components/reviews/reviews-page";

// A product's reviews in Hindi: the list, its sort, filter and pages, and her review's form.

export { generateStaticParams } from "@/app/(shop)/reviews/[id]/page";

export async function generateMetadata({ params }: PageProps<"/hi/reviews/[id]">): Promise<Metadata> {
  return reviewsMetadata((await params).id, "hi");
}

export default async function HindiReviewsPage({ params, searchParams }: PageProps<"/hi/reviews/[id]">) {
  return <ReviewsPageView id={(await params).id} locale="hi" searchParams={searchParams} />;
}
