"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { createContext, use, useCallback, useMemo, useTransition, type ComponentProps, type ReactNode } from "react";
import { SpinnerIcon } from "@/components/ui/icons";
import { usePathLocale } from "@/components/i18n/layout-words";
import { localePath } from "@/lib/i18n/locales";
import { useListingT } from "./listing-words";

// The search page's navigations (filters, sort, pages) run in one transition: the current results
// stay on screen, dimmed and marked busy, until the server has rendered the new ones. On a Hindi
// page they lead to the Hindi page of the address the server computed (/search → /hi/search).

type SearchNav = { navigate: (href: string) => void; isPending: boolean };

const SearchNavContext = createContext<SearchNav | null>(null);

export function SearchNavProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const locale = usePathLocale();
  const [isPending, startTransition] = useTransition();
  const navigate = useCallback(
    (href: string) => {
      startTransition(() => router.push(localePath(locale, href), { scroll: false }));
    },
    [router, locale],
  );
  const value = useMemo(() => ({ navigate, isPending }), [navigate, isPending]);
  return <SearchNavContext value={value}>{children}</SearchNavContext>;
}

/** Navigation through the page's transition (a plain push outside the provider). */
export function useSearchNav(): SearchNav {
  const context = use(SearchNavContext);
  const router = useRouter();
  const locale = usePathLocale();
  return context ?? { navigate: (href: string) => router.push(localePath(locale, href)), isPending: false };
}

/** A link that navigates inside the search page's transition (and opens normally in a new tab). */
export function NavLink({ href, ...props }: Omit<ComponentProps<typeof Link>, "href" | "onNavigate"> & { href: string }) {
  const { navigate } = useSearchNav();
  const locale = usePathLocale();
  return (
    <Link
      href={localePath(locale, href)}
      onNavigate={(event) => {
        event.preventDefault();
        navigate(href);
      }}
      {...props}
    />
  );
}

/** The results: dimmed and busy while a navigation is pending, with a spinner that says so. */
export function PendingRegion({ children, className }: { children: ReactNode; className?: string }) {
  const { isPending } = useSearchNav();
  const t = useListingT();
  return (
    <div aria-busy={isPending} className={`relative ${className ?? ""}`}>
      <div className={isPending ? "pointer-events-none opacity-50 transition-opacity" : "transition-opacity"}>{children}</div>
      {isPending ? (
        <div role="status" className="absolute inset-x-0 top-8 z-20 flex justify-center">
          <span className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-medium text-ink shadow-md ring-1 ring-stone-200">
            <SpinnerIcon className="size-4 text-brand-700" />
            {t("loadingProducts")}
          </span>
        </div>
      ) : null}
    </div>
  );
}
