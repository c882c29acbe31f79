import type { Metadata } from "next";
import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";

// Unknown addresses and notFound() anywhere in the shop, inside the root layout's header and
// footer (kept out of this page: every page's payload carries it). Next.js answers it with status 404.
export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

export default function NotFound() {
  return (
    <main id="main" className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">Error 404</p>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Page not found</h1>
      <p className="max-w-md text-ink-muted">
        The page you are looking for has moved or never existed. Our kurtas are still where you left them.
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Link href="/" className={buttonClasses("primary", "px-6")}>
          Go to home
        </Link>
        <Link href="/search" className={buttonClasses("secondary", "px-6")}>
          Browse all kurtas
        </Link>
      </div>
    </main>
  );
}
