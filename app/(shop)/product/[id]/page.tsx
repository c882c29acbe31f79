import type { Metadata } from "next";
import { ProductPageView, productMetadata } from "@/components/product/product-page";
import { searchCatalog } from "@/lib/catalog/queries";
import { prebuilt } from "@/lib/catalog/static-params";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return productMetadata((await params).id, "en");
}

/** The most visited products are built ahead; any other is built on its first visit and kept. */
export async function generateStaticParams(): Promise<{ id: string }[]> {
  const { products } = await searchCatalog({ sortBy: "viewed", sortOrder: "desc", limit: PREBUILT });
  return prebuilt(
    "id",
    products.map((product) => product.slug),
  );
}

/** Product pages built by `next build`. */
const PREBUILT = 12;

export default async function ProductPage({ params }: Props) {
  return <ProductPageView id={(await params).id} locale="en" />;
}
