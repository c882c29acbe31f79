import type { Locale } from "@/lib/i18n/locales";
import { listing } from "@/lib/i18n/messages/listing";
import { translator } from "@/lib/i18n/translate";
import { NavLink } from "./search-nav";

// Prev, up to two pages either side of the current one, Next. Nothing when there is one page or none.

const ITEM = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 text-sm font-semibold";
const LINK = `${ITEM} border border-stone-300 bg-white text-ink hover:bg-brand-50 hover:text-brand-700`;
const DISABLED = `${ITEM} border border-stone-200 text-stone-500`;

export function Pagination({
  currentPage,
  totalPages,
  hrefFor,
  locale = "en",
}: {
  currentPage: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  locale?: Locale;
}) {
  if (totalPages <= 1) return null;
  const t = translator(locale, listing);
  const first = Math.max(1, currentPage - 2);
  const last = Math.min(totalPages, currentPage + 2);
  const pages = Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => first + index);

  return (
    <nav aria-label={t("pagination")} className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {currentPage > 1 ? (
            <NavLink href={hrefFor(Math.min(currentPage - 1, totalPages))} rel="prev" aria-label={t("previousPage")} className={LINK}>
              {t("prev")}
            </NavLink>
          ) : (
            <span aria-disabled="true" aria-label={t("previousPage")} role="link" className={DISABLED}>
              {t("prev")}
            </span>
          )}
        </li>
        {pages.map((page) =>
          page === currentPage ? (
            <li key={page}>
              <NavLink
                href={hrefFor(page)}
                aria-current="page"
                aria-label={t("page", { page })}
                className={`${ITEM} bg-brand-700 text-white`}
              >
                {page}
              </NavLink>
            </li>
          ) : (
            <li key={page}>
              <NavLink href={hrefFor(page)} aria-label={t("page", { page })} className={LINK}>
                {page}
              </NavLink>
            </li>
          ),
        )}
        <li>
          {currentPage < totalPages ? (
            <NavLink href={hrefFor(currentPage + 1)} rel="next" aria-label={t("nextPage")} className={LINK}>
              {t("next")}
            </NavLink>
          ) : (
            <span aria-disabled="true" aria-label={t("nextPage")} role="link" className={DISABLED}>
              {t("next")}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
