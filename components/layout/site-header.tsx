import Link from "next/link";
import type { ReactNode } from "react";
import { SHOP } from "@/lib/shop";
import { HeaderBar } from "./header-bar";
import { loadHeaderData, type HeaderData } from "./header-data";
import { CartIcon, HeartIcon, LoginIcon, OrdersIcon, ShieldIcon, UserIcon } from "./icons";
import { ADMIN_HOME } from "./nav-links";
import { SideMenu } from "./side-menu";

// The sticky header of every shop page: a server component (who is looking, the categories,
// the cart's size); only the search toggle and the side menu run in the browser.
export async function SiteHeader() {
  const data = await loadHeaderData();
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white">
      <a
        href="#main"
        className="sr-only rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50"
      >
        Skip to content
      </a>
      <HeaderBar
        homeLabel={`${SHOP.name} home`}
        menu={
          <SideMenu
            isAdmin={data.viewer?.isAdmin ?? false}
            signedIn={data.viewer !== null}
            fullname={data.viewer?.fullname ?? null}
            categories={data.categories}
          />
        }
        account={<AccountNav data={data} />}
      />
    </header>
  );
}

const NAV_ITEM =
  "relative inline-flex size-11 shrink-0 flex-col items-center justify-center gap-0.5 rounded-lg text-ink transition-colors hover:bg-brand-50 hover:text-brand-700 lg:h-14 lg:w-auto lg:min-w-16 lg:px-2";

function NavItem({ href, label, short, icon, badge, className }: { href: string; label: string; short: string; icon: ReactNode; badge?: number; className?: string }) {
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
function AccountNav({ data }: { data: HeaderData }) {
  const { viewer, cartCount } = data;
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
            <NavItem href="/cart" label="My Cart" short="Cart" icon={<CartIcon />} badge={cartCount} />
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
