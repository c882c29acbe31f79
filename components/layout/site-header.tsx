import Link from "next/link";
import { SHOP } from "@/lib/shop";

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-7xl items-center justify-between px-4">
        <Link href="/" className="text-lg font-bold tracking-tight text-brand-700">
          {SHOP.name}
        </Link>
        <nav aria-label="Account" className="text-sm">
          <Link href="/login" className="rounded px-3 py-2 hover:bg-stone-100">
            Login
          </Link>
        </nav>
      </div>
    </header>
  );
}
