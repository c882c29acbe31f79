import Link from "next/link";

/** A quick filter: a link that turns its filter on, or off when it is on. */
export function QuickFilter({ href, active, children }: { href: string; active: boolean; children: React.ReactNode }) {
  return (
    <li>
      <Link
        href={href}
        aria-current={active ? "true" : undefined}
        className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors ${
          active ? "border-brand-700 bg-brand-700 text-white hover:bg-brand-900" : "border-stone-300 bg-white text-ink hover:bg-brand-50"
        }`}
      >
        {children}
      </Link>
    </li>
  );
}
