import type { Metadata } from "next";
import { ProductPageView, productMetadata } from "@/components/product/product-page";

// A product's page in Hindi: its name, description and category in Hindi where the owner wrote them.

export { generateStaticParams } from "@/app/(shop)/product/[id]/page";

export async function generateMetadata({ params }: PageProps<"/hi/product/[id]">): Promise<Metadata> {
  return productMetadata((await params).id, "hi");
}

export default async function HindiProductPage({ params }: PageProps<"/hi/product/[id]">) {
  return <ProductPageView id={(await params).id} locale="hi" />;
}
