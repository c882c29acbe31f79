"use client";

import { IntentLink } from "@/components/ui/intent-link";
import type { ReactNode } from "react";
import { CartIcon, HeartIcon, LoginIcon, OrdersIcon, ShieldIcon, UserIcon } from "@/components/ui/icons";
import { ADMIN_HOME } from "./nav-links";
import { useViewer } from "./viewer-provider";
import { useLayoutT, usePathLocale, type OwnPageKey } from "@/components/i18n/layout-words";
import { localePath } from "@/lib/i18n/locales";

// The header's icon links on the right: Login for a visitor; wishlist, cart (with its count),
// orders and account for a signed-in shopper; the dashboard too for an admin.

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
  // The name comes from the hidden text, not aria-label: the visible word and count ("Cart" "3")
  // would read "Cart3" to axe, which an aria-label cannot contain (WCAG 2.5.3, label in name).
  const t = useLayoutT();
  const name = badge ? t("items", { label, count: badge }) : label;
  return (
    <li className={className}>
      <IntentLink href={href} className={NAV_ITEM}>
        {icon}
        <span className="sr-only">{name}</span>
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
      </IntentLink>
    </li>
  );
}

/** The icon links on the right. Under 640 px wishlist and orders live in the side menu only. */
export function AccountNav() {
  const { viewer, loaded } = useViewer();
  const t = useLayoutT();
  const locale = usePathLocale();
  // A shopper's own page, named and linked in the page's language where it has one (the back office's link stays English).
  const own = (page: OwnPageKey) => ({ href: localePath(locale, `/${page}`), label: t(`links.${page}`), short: t(`short.${page}`) });
  // The room the icons take, until the browser knows who is looking.
  if (!loaded) return <div className="size-11 lg:h-14 lg:w-16" aria-hidden="true" />;
  return (
    <nav aria-label={t("account")}>
      <ul className="flex items-center">
        {viewer ? (
          <>
            {viewer.isAdmin ? (
              // Under 400 px the admin's dashboard is the side menu's first entry instead.
              <NavItem href={ADMIN_HOME} label="Admin dashboard" short="Admin" icon={<ShieldIcon />} className="max-[400px]:hidden" />
            ) : null}
            <NavItem {...own("wishlist")} icon={<HeartIcon />} className="max-sm:hidden" />
            <NavItem {...own("cart")} icon={<CartIcon />} badge={viewer.cartCount} />
            <NavItem {...own("orders")} icon={<OrdersIcon />} className="max-sm:hidden" />
            <NavItem {...own("myaccount")} icon={<UserIcon />} />
          </>
        ) : (
          <NavItem {...own("login")} icon={<LoginIcon />} />
        )}
      </ul>
    </nav>
  );
}
