import Link from "next/link";
import { Suspense, type ReactNode } from "react";
import { loadViewer, type Viewer } from "@/lib/accounts/viewer";
import { cachedCategories } from "@/lib/catalog/cached";
import { SHOP } from "@/lib/shop";
import { SearchToggle, SearchToggleButton } from "./header-bar";
import { CartIcon, HeartIcon, LoginIcon, OrdersIcon, ShieldIcon, UserIcon } from "./icons";
import { LogoFull, LogoMark } from "./logo";
import { ADMIN_HOME } from "./nav-links";
import { SideMenu } from "./side-menu";

// The sticky header of every shop page. Its frame and the categories are part of the cached page;
// who is looking (the side menu's account part, the icons, the cart's size) streams into two
// Suspense holes per request. Only the search toggle and the side menu run in the browser.
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white">
      <a
        href="#main"
        className="sr-only rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50"
      >
        Skip to content
      </a>
      <div className="group mx-auto flex h-16 max-w-7xl items-center gap-1 px-2 sm:gap-2 sm:px-4">
        <Suspense fallback={<ViewerMenu viewer={null} />}>
          <ViewerMenuNow />
        </Suspense>
        <Link href="/" aria-label={`${SHOP.name} home`} className="flex min-h-11 shrink-0 items-center rounded-lg px-1">
          <span data-logo="long" className="max-[600px]:group-has-[[data-search-open]]:hidden">
            <LogoFull />
          </span>
          <span data-logo="short" className="hidden max-[600px]:group-has-[[data-search-open]]:inline">
            <LogoMark className="size-9" />
          </span>
        </Link>
        {/* The address is unknown while a page with route parameters is prerendered. */}
        <Suspense fallback={<SearchToggleButton />}>
          <SearchToggle />
        </Suspense>
        <div className="max-[600px]:group-has-[[data-search-open]]:hidden">
          <Suspense fallback={<div className="size-11 lg:h-14 lg:w-16" aria-hidden="true" />}>
            <AccountNavNow />
          </Suspense>
        </div>
      </div>
    </header>
  );
}

async function ViewerMenuNow() {
  return <ViewerMenu viewer={await loadViewer()} />;
}

/** The side menu: a visitor's in the cached page, the viewer's once the request is read. */
async function ViewerMenu({ viewer }: { viewer: Viewer | null }) {
  const isAdmin = viewer?.isAdmin ?? false;
  // Admins' side menu lists the back office instead of the categories.
  const categories = isAdmin ? [] : (await cachedCategories()).map(({ id, name }) => ({ id, name }));
  return <SideMenu isAdmin={isAdmin} signedIn={viewer !== null} fullname={viewer?.fullname ?? null} categories={categories} />;
}

async function AccountNavNow() {
  return <AccountNav viewer={await loadViewer()} />;
}

const NAV_ITEM =
  "relative inline-flex size-11 shrink-0 flex-col items-center justify-center gap-0.5 rounded-lg text-ink transition-colors hover:bg-brand-50 hover:text-brand-700 lg:h-14 lg:w-auto lg:min-w-16 lg:px-2";

function NavItem({
  href,
  label,
  short,
  icon,
  badge,
  className,
}: {
  href: string;
  label: string;
  short: string;
  icon: ReactNode;
  badge?: number;
  className?: string;
}) {
  const name = badge ? `${label}, ${badge} ${badge === 1 ? "item" : "items"}` : label;
  return (
    <li className={className}>
      <Link href={href} aria-label={name} className={NAV_ITEM}>
        {icon}
        <span aria-hidden="true" className="hidden text-xs font-medium lg:block">
          {short}
        </span>
        {badge ? (
          <span
            aria-hidden="true"
            className="absolute right-0 top-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-[0.6875rem] font-semibold leading-none text-white lg:right-2 lg:top-1"
          >
            {badge > 99 ? "99+" : badge}
          </span>
        ) : null}
      </Link>
    </li>
  );
}

/** The icon links on the right. Under 640 px wishlist and orders live in the side menu only. */
function AccountNav({ viewer }: { viewer: Viewer | null }) {
  return (
    <nav aria-label="Account">
      <ul className="flex items-center">
        {viewer ? (
          <>
            {viewer.isAdmin ? (
              // Under 400 px the admin's dashboard is the side menu's first entry instead.
              <NavItem href={ADMIN_HOME} label="Admin dashboard" short="Admin" icon={<ShieldIcon />} className="max-[400px]:hidden" />
            ) : null}
            <NavItem href="/wishlist" label="My Wishlist" short="Wishlist" icon={<HeartIcon />} className="max-sm:hidden" />
            <NavItem href="/cart" label="My Cart" short="Cart" icon={<CartIcon />} badge={viewer.cartCount} />
            <NavItem href="/orders" label="My Orders" short="Orders" icon={<OrdersIcon />} className="max-sm:hidden" />
            <NavItem href="/myaccount" label="My Account" short="Account" icon={<UserIcon />} />
          </>
        ) : (
          <NavItem href="/login" label="Login" short="Login" icon={<LoginIcon />} />
        )}
      </ul>
    </nav>
  );
}
