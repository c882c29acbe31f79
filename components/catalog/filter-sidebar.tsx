"use client";

import type { ReactNode } from "react";
import type { CategoryFacet, ColorFacet, RegionFacet } from "@/lib/catalog/facets/facets";
import { FilterForm } from "./filter-form";
import { NavLink } from "./search-nav";
import { choiceChanges, DISCOUNT_STEPS, PRICE_RANGES, priceValue } from "@/lib/catalog/search/filter-options";
import { SIZE_ORDER } from "@/lib/catalog/sizes";
import { formatINR } from "@/lib/pricing/money";
import { SEARCH_PATH, searchHref, type SearchKey } from "@/lib/catalog/search/search-url";
import type { FacetCounts } from "@/lib/catalog/search/search";
import { useListingT } from "./listing-words";
import { Swatch } from "./swatch";

// The search page's filters: each choice is a radio (one value) or a checkbox (categories, sizes and
// colours take several); on change FilterForm follows the URL with that choice made or unmade (back
// to page 1), from choiceHref. Beside each value, how many of the current results it leaves.
// A client component fed the facets, though it has no state of its own: drawn on the server, its
// elements (a link per choice) would travel twice, as markup and in the RSC payload
// (docs/decisions/059-image-addresses-and-cards.md).

/** The filters in force, as the page parsed them (colours as "#rrggbb"). */
export type ActiveFilters = {
  categoryIds: string[];
  priceMinPaise?: number;
  priceMaxPaise?: number;
  discount?: number;
  inStockOnly: boolean;
  codOnly: boolean;
  location?: string;
  colors: string[];
  sizes: string[];
};

type Props = {
  /** The URL parameters the links keep (search, sort, the other filters). */
  params: Partial<Record<SearchKey, string>>;
  active: ActiveFilters;
  categories: readonly CategoryFacet[];
  colors: readonly ColorFacet[];
  regions: readonly RegionFacet[];
  /** What each value leaves of the current results; null: the catalogue's own counts. */
  counts: FacetCounts | null;
};

export function FilterSidebar({ params, active, categories, colors, regions, counts }: Props) {
  const t = useListingT();
  const categoryCount = (category: CategoryFacet) => (counts ? (counts.categories[category.id] ?? 0) : category.productCount);
  // Values that would leave nothing are not offered, unless chosen.
  const shownCategories = categories.filter((category) => categoryCount(category) > 0 || active.categoryIds.includes(category.id));
  const regionChosen = (region: RegionFacet) => active.location?.toLowerCase() === region.region.toLowerCase();
  const regionCount = (region: RegionFacet) => (counts ? (counts.regions[region.region] ?? 0) : region.productCount);
  const shownRegions = regions.filter((region) => regionCount(region) > 0 || regionChosen(region));
  const colorCodes = active.colors.map((color) => color.replace("#", ""));
  const shownColors = colors.filter((color) => {
    const code = color.colorCode.replace("#", "").toLowerCase();
    return !counts || (counts.colors[`#${code}`] ?? 0) > 0 || colorCodes.includes(code);
  });
  const activePrice =
    active.priceMinPaise !== undefined && active.priceMaxPaise !== undefined ? priceValue(active.priceMinPaise, active.priceMaxPaise) : "";
  // Computed when a choice is made, not for each of the fifty-odd choices on every render.
  const choiceHref = (name: string, value: string) => {
    const changes = choiceChanges(name, value, { categoryIds: active.categoryIds, sizes: active.sizes, colorCodes });
    return changes ? searchHref(params, changes) : null;
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-center justify-between gap-3">
        <p className="hidden text-lg font-semibold md:block">{t("filters")}</p>
        <NavLink
          href={SEARCH_PATH}
          className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          <span className="md:hidden">{t("clear")}</span>
          <span className="hidden md:inline">{t("clearAllFilters")}</span>
        </NavLink>
      </div>

      <FilterForm stateKey={JSON.stringify([params, active])} choiceHref={choiceHref} className="flex flex-col gap-6">
        {/* Kept on a submit without JavaScript. */}
        {(["search", "sortBy", "sortOrder", "limit"] as const).map((key) =>
          params[key] !== undefined ? <input key={key} type="hidden" name={key} value={params[key]} /> : null,
        )}

        <Group legend={t("category")}>
          {shownCategories.map((category) => (
            <Option
              type="checkbox"
              key={category.id}
              name="category"
              value={category.id}
              checked={active.categoryIds.includes(category.id)}
            >
              <span className="flex-1">{category.name}</span>
              <span className="text-ink-muted">
                <span className="sr-only">, </span>
                {categoryCount(category)}
                <span className="sr-only">{t("productsSuffix")}</span>
              </span>
            </Option>
          ))}
        </Group>

        <Group legend={t("size")}>
          <div className="grid grid-cols-3 gap-2 pt-1">
            {SIZE_ORDER.map((size) => {
              const checked = active.sizes.includes(size);
              const left = counts ? (counts.sizes[size] ?? 0) : null;
              return <SizeCheck key={size} value={size} checked={checked} disabled={left === 0 && !checked} />;
            })}
          </div>
        </Group>

        <Group legend={t("price")}>
          <Option name="price" value="" checked={activePrice === ""}>
            {t("anyPrice")}
          </Option>
          {PRICE_RANGES.map(({ minPaise, maxPaise }) => (
            <Option
              key={minPaise}
              name="price"
              value={priceValue(minPaise, maxPaise)}
              checked={activePrice === priceValue(minPaise, maxPaise)}
            >
              {formatINR(minPaise)} – {formatINR(maxPaise)}
            </Option>
          ))}
        </Group>

        <Group legend={t("discount")}>
          <Option name="discount" value="" checked={!active.discount}>
            {t("anyDiscount")}
          </Option>
          {DISCOUNT_STEPS.map((discount) => (
            <Option key={discount} name="discount" value={String(discount)} checked={active.discount === discount}>
              {t("orMore", { pct: discount })}
            </Option>
          ))}
        </Group>

        <Group legend={t("availability")}>
          <Option name="availibility" value="true" checked={active.inStockOnly}>
            {t("inStock")}
          </Option>
          <Option name="availibility" value="" checked={!active.inStockOnly}>
            {t("both")}
          </Option>
        </Group>

        {/* "Any" is the default: every product can be paid online, so "Online" is no narrower than no filter. */}
        <Group legend={t("payment")}>
          <Option name="payment" value="" checked={!active.codOnly}>
            {t("anyPayment")}
          </Option>
          <Option name="payment" value="cod" checked={active.codOnly}>
            {t("cod")}
          </Option>
        </Group>

        <Group legend={t("colour")}>
          <div className="grid grid-cols-4 gap-x-1 gap-y-2 pt-1">
            {shownColors.map((color) => {
              const code = color.colorCode.replace("#", "").toLowerCase();
              return (
                <SwatchCheck key={code} value={code} colorCode={color.colorCode} checked={colorCodes.includes(code)}>
                  {color.colorName}
                </SwatchCheck>
              );
            })}
          </div>
        </Group>

        {shownRegions.length > 0 ? (
          <Group legend={t("location")}>
            <Option name="location" value="" checked={!active.location}>
              {t("allRegions")}
            </Option>
            {shownRegions.map((region) => (
              <Option key={region.region} name="location" value={region.region} checked={regionChosen(region)}>
                <span className="flex-1">{region.region}</span>
                <span className="text-ink-muted">
                  <span className="sr-only">, </span>
                  {regionCount(region)}
                  <span className="sr-only">{t("productsSuffix")}</span>
                </span>
              </Option>
            ))}
          </Group>
        ) : null}

        <noscript>
          <button type="submit" className="min-h-11 w-full rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white">
            {t("applyFilters")}
          </button>
        </noscript>
      </FilterForm>
    </div>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 border-t border-stone-200 pt-4">
      <legend className="filter-legend">{legend}</legend>
      <div className="clear-left flex flex-col gap-1">{children}</div>
    </fieldset>
  );
}

/** A colour choice: the swatch (ringed when chosen, outlined on keyboard focus) over its name. */
function SwatchCheck({ value, colorCode, checked, children }: { value: string; colorCode: string; checked: boolean; children: ReactNode }) {
  return (
    <label className="filter-swatch">
      <input type="checkbox" name="color" value={value} defaultChecked={checked} className="peer sr-only" />
      <span className="filter-swatch-ring">
        <Swatch code={colorCode} className="size-7" />
      </span>
      {children}
    </label>
  );
}

/** A size choice: a 44 px button-like box, filled when chosen, struck through when it would leave nothing. */
function SizeCheck({ value, checked, disabled }: { value: string; checked: boolean; disabled: boolean }) {
  return (
    <label className="filter-size">
      <input
        type="checkbox"
        name="size"
        value={value}
        defaultChecked={checked}
        disabled={disabled}
        className="absolute inset-0 size-full cursor-pointer appearance-none rounded-md opacity-0"
      />
      {value}
    </label>
  );
}

/** One choice of a filter: a radio where it takes one value, a checkbox where it takes several (categories). */
function Option({
  type = "radio",
  name,
  value,
  checked,
  children,
}: {
  type?: "radio" | "checkbox";
  name: string;
  value: string;
  checked: boolean;
  children: ReactNode;
}) {
  return (
    <label className="filter-option">
      <input type={type} name={name} value={value} defaultChecked={checked} className="filter-radio" />
      {children}
    </label>
  );
}
