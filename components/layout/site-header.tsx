import { Suspense } from "react";
import { cachedCategories } from "@/lib/catalog/queries";
import { SearchToggle, SearchToggleButton } from "./header-bar";
import { AccountNav } from "./account-nav";
import { HomeLink, SkipLink } from "./header-home";
import { SideMenu } from "./side-menu";
import { HindiOffer, LanguageSwitch } from "@/components/i18n/language-switch";

// The sticky header of every shop page. Its frame and the categories are part of the static page;
// who is looking (the side menu's account part, the icons, the cart's size) is filled in by the
// browser (components/layout/viewer-provider.tsx).
export async function SiteHeader() {
  const categories = (await cachedCategories()).map(({ slug, name, nameHi }) => ({ slug, name, nameHi }));
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white">
      <SkipLink />
      <div className="group mx-auto flex h-16 max-w-7xl items-center gap-1 px-2 sm:gap-2 sm:px-4">
        <SideMenu categories={categories} />
        <HomeLink />
        {/* The address is unknown while a page with route parameters is prerendered. */}
        <Suspense fallback={<SearchToggleButton />}>
          <SearchToggle />
        </Suspense>
        {/* Phones find the switch in the footer: the bar is full at 360 px. */}
        <div className="hidden sm:block max-[600px]:group-has-[[data-search-open]]:hidden">
          <Suspense fallback={null}>
            <LanguageSwitch className="inline-flex min-h-11 shrink-0 items-center rounded-lg px-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline" />
          </Suspense>
        </div>
        <Suspense fallback={null}>
          <HindiOffer />
        </Suspense>
        <div className="max-[600px]:group-has-[[data-search-open]]:hidden">
          <AccountNav />
        </div>
      </div>
    </header>
  );
}
