import type { Metadata } from "next";
import { CategoryPageView, categoryMetadata } from "@/components/catalog/category-page";
import { cachedCategories } from "@/lib/catalog/queries";
import { prebuilt } from "@/lib/catalog/static-params";

type Props = { params: Promise<{ slug: string }> };

export async function generateStaticParams(): Promise<{ slug: string }[]> {
  return prebuilt(
    "slug",
    (await cachedCategories()).map((category) => category.slug),
  );
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return categoryMetadata((await params).slug, "en");
}

export default async function CategoryPage({ params }: Props) {
  return <CategoryPageView slug={(await params).slug} locale="en" />;
}
