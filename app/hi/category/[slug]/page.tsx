import type { Metadata } from "next";
import { CategoryPageView, categoryMetadata } from "@/components/catalog/category-page";

// A category's page in Hindi: its name in Hindi where the owner wrote it.

export { generateStaticParams } from "@/app/(shop)/category/[slug]/page";

export async function generateMetadata({ params }: PageProps<"/hi/category/[slug]">): Promise<Metadata> {
  return categoryMetadata((await params).slug, "hi");
}

export default async function HindiCategoryPage({ params }: PageProps<"/hi/category/[slug]">) {
  return <CategoryPageView slug={(await params).slug} locale="hi" />;
}
