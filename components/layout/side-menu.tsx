"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState, type MouseEvent } from "react";
import { CartIcon, ChevronRightIcon, CloseIcon, HeartIcon, LoginIcon, MenuIcon, OrdersIcon, UserIcon } from "@/components/ui/icons";
import { LogoMark } from "./logo";
import { categoryPath } from "@/lib/paths";
import { ADMIN_MENU, ICON_BUTTON, accountLinks, type NavLink } from "./nav-links";
import { useViewer } from "./viewer-provider";
import { useLayoutT, usePathLocale, type OwnPageKey } from "@/components/i18n/layout-words";
import { catalogueText } from "@/lib/i18n/catalogue-text";
import { localePath } from "@/lib/i18n/locales";

// The side menu: a drawer from the left, drawn with a modal <dialog>, so the browser moves focus
// into it, keeps Tab inside, makes the page behind inert and closes it on Escape. It also closes
// on a click outside the panel (on the backdrop), on any link inside it and on a route change;
// focus then returns to the menu button. Its contents are rendered only while it is open.

type SideMenuProps = {
  /** The shop's categories, listed for everyone but admins (they get the back office instead). */
  categories: { slug: string; name: string; nameHi: string }[];
};

const ACCOUNT_ICONS: Record<string, typeof HeartIcon> = {
  "/wishlist": HeartIcon,
  "/orders": OrdersIcon,
  "/cart": CartIcon,
  "/myaccount": UserIcon,
  "/login": LoginIcon,
};

export function SideMenu({ categories }: SideMenuProps) {
  const { viewer } = useViewer();
  const isAdmin = viewer?.isAdmin ?? false;
  const fullname = viewer?.fullname ?? null;
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setOpen(false);
  }

  const t = useLayoutT();
  const locale = usePathLocale();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  // The page behind stays still while the drawer is open.
  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = previous;
    };
  }, [open]);

  /** Escape, the close button, an outside click, a link or a new page: the dialog's close event. */
  function onClosed() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  function onDialogClick(event: MouseEvent<HTMLDialogElement>) {
    // A click on the backdrop lands on the <dialog> itself; the panel fills the dialog's box.
    if (event.target === event.currentTarget) setOpen(false);
    else if (event.target instanceof Element && event.target.closest("a[href]")) setOpen(false);
  }

  const sections = isAdmin
    ? { title: "Admin", label: "Admin menu", links: ADMIN_MENU }
    : {
        title: t("shopByCategory"),
        label: t("categories"),
        links: categories.map((category): NavLink => ({
          href: localePath(locale, categoryPath(category.slug)),
          label: catalogueText(locale, category.name, category.nameHi),
        })),
      };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={t("openMenu")}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className={ICON_BUTTON}
      >
        <MenuIcon />
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={open ? titleId : undefined}
        onClose={onClosed}
        onClick={onDialogClick}
        className="m-0 h-dvh max-h-none w-80 max-w-[calc(100vw-3rem)] border-0 bg-white p-0 text-ink shadow-2xl transition-transform duration-200 ease-out backdrop:bg-ink/50 open:flex starting:open:-translate-x-full"
      >
        {/* Drawn only while open: every page's HTML would otherwise carry the closed drawer. */}
        {open ? (
          <div className="flex min-h-0 w-full flex-col">
            <div className="flex h-16 shrink-0 items-center justify-between gap-2 border-b border-stone-200 px-4">
              <div className="flex items-center gap-3">
                <LogoMark className="size-8" />
                <h2 id={titleId} className="text-lg font-semibold">
                  {t("menu")}
                </h2>
              </div>
              <button type="button" aria-label={t("closeMenu")} onClick={() => setOpen(false)} className={`${ICON_BUTTON} -mr-2`}>
                <CloseIcon />
              </button>
            </div>

            <div className="min-h-0 flex-1 overflow-y-auto px-2 py-4">
              {fullname ? <p className="truncate px-3 pb-3 text-sm text-ink-muted">{t("signedInAs", { name: fullname })}</p> : null}
              <nav aria-label={sections.label}>
                <h3 className="px-3 pb-1 text-xs font-semibold uppercase tracking-wider text-ink-muted">{sections.title}</h3>
                {sections.links.length === 0 ? (
                  <p className="px-3 py-2 text-sm text-ink-muted">{t("noCategories")}</p>
                ) : (
                  <ul>
                    {sections.links.map((link) => (
                      <li key={link.href}>
                        <Link href={link.href} className="menu-link">
                          {link.label}
                          <ChevronRightIcon className="size-4 shrink-0 text-stone-400" />
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </nav>
            </div>

            <div className="shrink-0 border-t border-stone-200 bg-brand-50 p-4">
              <ul className="grid grid-cols-2 gap-2">
                {accountLinks(viewer !== null).map((link) => {
                  const Icon = ACCOUNT_ICONS[link.href] ?? UserIcon;
                  return (
                    <li key={link.href}>
                      <Link href={localePath(locale, link.href)} className="menu-account-link">
                        <Icon className="size-5 shrink-0 text-brand-700" />
                        {t(`links.${link.href.slice(1) as OwnPageKey}`)}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </div>
          </div>
        ) : null}
      </dialog>
    </>
  );
}
