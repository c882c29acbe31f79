import type { CategoryFacet, ColorFacet } from "@/lib/catalog/facets/facets";
import { formatINR } from "@/lib/pricing/money";
import type { ActiveFilters } from "./filter-sidebar";
import { NavLink } from "./search-nav";
import { lastFilterKey, searchHref, SEARCH_PATH, toggledValue, type FilterKey, type SearchKey } from "@/lib/catalog/search/search-url";
import { CloseIcon } from "@/components/ui/icons";
import type { Locale } from "@/lib/i18n/locales";
import { listing } from "@/lib/i18n/messages/listing";
import { translator } from "@/lib/i18n/translate";

type ListingT = ReturnType<typeof translator<(typeof listing)["en"]>>;

// The chosen filters as chips above the results, each removing its own filter, and the empty
// result's offer to drop the filter chosen last.

export type FilterChip = { label: string; keys: readonly FilterKey[]; removeHref: string };

type Params = Partial<Record<SearchKey, string>>;

/**
 * The filters in force, in the order they were chosen, each with the URL without it; a filter with several values
 * (categories, sizes, colours) a chip per value. Sizes and prices read from the words ("kurta XL under 1000") are
 * filters by then (pickSearchParams), so they show here too.
 */
export function filterChips(
  params: Params,
  active: ActiveFilters,
  categories: readonly CategoryFacet[],
  colors: readonly ColorFacet[],
  locale: Locale = "en",
): FilterChip[] {
  const t = translator(locale, listing);
  const chip = (label: string, ...keys: FilterKey[]): FilterChip => ({
    label,
    keys,
    removeHref: searchHref(params, Object.fromEntries(keys.map((key) => [key, null]))),
  });
  const valueChip = (label: string, key: FilterKey, values: readonly string[], value: string): FilterChip => ({
    label,
    keys: [key],
    removeHref: searchHref(params, { [key]: toggledValue(values.join(","), value) }),
  });
  const chips: FilterChip[] = [];
  for (const id of active.categoryIds) {
    const category = categories.find((candidate) => candidate.id === id);
    if (category) chips.push(valueChip(category.name, "category", active.categoryIds, id));
  }
  for (const size of active.sizes) chips.push(valueChip(t("chip.size", { size }), "size", active.sizes, size));
  if (active.priceMinPaise !== undefined || active.priceMaxPaise !== undefined) {
    chips.push(chip(priceLabel(active.priceMinPaise, active.priceMaxPaise, t), "priceMin", "priceMax"));
  }
  if (active.discount) chips.push(chip(t("chip.orMoreOff", { pct: active.discount }), "discount"));
  if (active.inStockOnly) chips.push(chip(t("chip.inStock"), "availibility", "availability"));
  if (active.codOnly) chips.push(chip(t("chip.cod"), "payment"));
  const codes = active.colors.map((color) => color.replace("#", ""));
  for (const color of active.colors) {
    const name = colors.find((candidate) => candidate.colorCode.toLowerCase() === color)?.colorName;
    chips.push(valueChip(name ?? t("chip.colour", { code: color }), "color", codes, color.replace("#", "")));
  }
  if (active.location) chips.push(chip(active.location, "location"));
  const order = Object.keys(params);
  const chosenAt = (chip: FilterChip) => Math.min(...chip.keys.map((key) => order.indexOf(key)).filter((index) => index >= 0));
  return chips.sort((a, b) => chosenAt(a) - chosenAt(b));
}

/** "Up to ₹1,000", "From ₹2,000", "₹500 – ₹1,000": the bounds are inclusive. */
function priceLabel(minPaise: number | undefined, maxPaise: number | undefined, t: ListingT): string {
  if (maxPaise === undefined) return t("chip.from", { min: formatINR(minPaise ?? 0) });
  if (!minPaise) return t("chip.upTo", { max: formatINR(maxPaise) });
  return `${formatINR(minPaise)} – ${formatINR(maxPaise)}`;
}

/** The chip of the filter chosen last, if any. */
export function lastChip(params: Params, chips: readonly FilterChip[]): FilterChip | undefined {
  const key = lastFilterKey(params);
  return chips.find((chip) => key !== undefined && chip.keys.includes(key));
}

export function FilterChips({ chips, locale = "en" }: { chips: readonly FilterChip[]; locale?: Locale }) {
  if (chips.length === 0) return null;
  const t = translator(locale, listing);
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2">
      <ul aria-label={t("chosenFilters")} className="contents">
        {chips.map((chip) => (
          <li key={chip.keys.join()}>
            <NavLink
              href={chip.removeHref}
              aria-label={t("removeFilter", { label: chip.label })}
              className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 py-1 pr-2 pl-3 text-sm font-medium text-brand-900 hover:border-brand-600"
            >
              {chip.label}
              <CloseIcon className="size-4" strokeWidth={2.5} />
            </NavLink>
          </li>
        ))}
      </ul>
      {chips.length > 1 ? (
        <NavLink
          href={SEARCH_PATH}
          className="inline-flex min-h-9 items-center px-2 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {t("clearAll")}
        </NavLink>
      ) : null}
    </div>
  );
}
