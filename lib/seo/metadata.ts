import type { Metadata } from "next";
import { SHOP } from "@/lib/shop";

// The metadata of a content page: its title (the root layout adds " | Kurta Shop"), description,
// canonical address and Open Graph card. Page-level openGraph replaces the layout's whole object,
// so the site name and locale are repeated here.
export function pageMetadata({ title, description, path }: { title: string; description: string; path: string }): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      title: `${title} | ${SHOP.name}`,
      description,
      url: path,
      siteName: SHOP.name,
      locale: "en_IN",
      type: "website",
    },
  };
}
