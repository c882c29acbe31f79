import { LogoFull } from "@/components/layout/logo";
import { Button, buttonClasses } from "@/components/ui/button";

/**
 * What a shopper sees when a page fails: the shop's look, a plain message (never the error's
 * details) and two ways on. Shared by app/error.tsx and app/global-error.tsx, whose code every page
 * loads up front (each boundary in a chunk of its own): so plain links, not next/link, whose client
 * code would ride along twice. After a failure a full load of the home page is the sturdier way on.
 */
/* eslint-disable @next/next/no-html-link-for-pages -- a full load of the home page, on purpose (above) */
export function ErrorScreen({ retry }: { retry: () => void }) {
  return (
    <main id="main" className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <a href="/" aria-label="Kurta Shop home" className="mb-4">
        <LogoFull />
      </a>
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">Error</p>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Something went wrong</h1>
      <p className="max-w-md text-ink-muted">We could not show this page just now. Please try again in a moment.</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Button className="px-6" onClick={() => retry()}>
          Try again
        </Button>
        <a href="/" className={buttonClasses("secondary", "px-6")}>
          Go to home
        </a>
      </div>
    </main>
  );
}
