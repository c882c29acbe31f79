import type { Metadata } from "next";
import SearchPage, { generateMetadata as englishMetadata } from "@/app/(shop)/search/page";
import { inLanguage } from "@/lib/i18n/metadata";

// The search page in Hindi: the English page's rendering under app/hi/layout.tsx's language, always
// rendered on request (the kept pages of /search/[query] are the English address's, decision 088).

export async function generateMetadata(props: PageProps<"/hi/search">): Promise<Metadata> {
  return inLanguage("hi", await englishMetadata(props));
}

export default SearchPage;
