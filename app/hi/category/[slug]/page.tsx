import type { Metadata } from "next";
import CategoryPage, { generateMetadata as englishMetadata } from "@/app/(shop)/category/[slug]/page";
import { inLanguage } from "@/lib/i18n/metadata";

// A category's page in Hindi: the English page's rendering under app/hi/layout.tsx's language.

export { generateStaticParams } from "@/app/(shop)/category/[slug]/page";

export async function generateMetadata(props: PageProps<"/hi/category/[slug]">): Promise<Metadata> {
  return inLanguage("hi", await englishMetadata(props));
}

export default CategoryPage;
