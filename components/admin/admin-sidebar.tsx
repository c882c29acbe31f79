"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useId, useState } from "react";
import { ChevronRightIcon, MenuIcon } from "@/components/ui/icons";
import { ADMIN_SIDEBAR, currentAdminLink } from "@/components/layout/nav-links";

// The back office's sidebar: a column beside the page on wide screens, folded into a menu button
// on narrow ones (it opens in place and closes on the next page).

export function AdminSidebar() {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setOpen(false);
  }
  const listId = useId();
  const current = currentAdminLink(pathname);

  return (
    <nav aria-label="Back office" className="rounded-xl border border-stone-200 bg-white lg:sticky lg:top-4">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-12 w-full items-center justify-between gap-3 rounded-xl px-4 text-left text-sm font-semibold text-ink lg:hidden"
      >
        <span className="flex items-center gap-2">
          <MenuIcon className="size-5" />
          Admin menu
        </span>
        <span className="truncate text-ink-muted">{current?.label}</span>
      </button>
      <ul id={listId} className={`${open ? "block" : "hidden"} space-y-0.5 border-t border-stone-200 p-2 lg:block lg:border-t-0`}>
        {ADMIN_SIDEBAR.map((link) => {
          const active = link === current;
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={active ? "page" : undefined}
                className={`flex min-h-11 items-center justify-between gap-2 rounded-lg px-3 text-sm transition-colors ${
                  active ? "bg-brand-700 font-semibold text-white" : "text-ink hover:bg-brand-50 hover:text-brand-700"
                }`}
              >
                {link.label}
                <ChevronRightIcon className={`size-4 ${active ? "" : "text-stone-400"} lg:hidden`} />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
