import Link from "next/link";
import { currentCaller } from "@/lib/auth/caller";
import { SHOP } from "@/lib/shop";

function UserIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" className="size-5">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20c1.5-3.5 4.5-5 8-5s6.5 1.5 8 5" strokeLinecap="round" />
    </svg>
  );
}

const NAV_LINK = "inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-medium text-ink hover:bg-stone-100";

export async function SiteHeader() {
  const caller = await currentCaller();
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-4 px-4">
        <Link href="/" className="text-lg font-bold tracking-tight text-brand-700">
          {SHOP.name}
        </Link>
        <nav aria-label="Account" className="text-sm">
          {caller ? (
            <Link href="/myaccount" className={NAV_LINK}>
              <UserIcon />
              My Account
            </Link>
          ) : (
            <Link href="/login" className={NAV_LINK}>
              <UserIcon />
              Login
            </Link>
          )}
        </nav>
      </div>
    </header>
  );
}
