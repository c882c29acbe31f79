import type { Metadata } from "next";
import ProductPage, { generateMetadata as englishMetadata } from "@/app/(shop)/product/[id]/page";
import { inLanguage } from "@/lib/i18n/metadata";

// A product's page in Hindi: the English page's rendering under app/hi/layout.tsx's language.

export { generateStaticParams } from "@/app/(shop)/product/[id]/page";

export async function generateMetadata(props: PageProps<"/hi/product/[id]">): Promise<Metadata> {
  return inLanguage("hi", await englishMetadata(props));
}

export default ProductPage;
