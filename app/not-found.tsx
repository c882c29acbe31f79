import type { Metadata } from "next";
import { NotFoundMessage } from "@/components/layout/not-found-message";

// Unknown addresses and notFound() anywhere in the shop, inside the root layout's header and
// footer (kept out of this page: every page's payload carries it). Next.js answers it with status 404.
export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

export default function NotFound() {
  return <NotFoundMessage />;
}
