import { SHOP } from "@/lib/shop";

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-stone-200 bg-brand-50">
      <div className="mx-auto grid max-w-7xl gap-2 px-4 py-8 text-sm text-ink-muted sm:grid-cols-3">
        <p className="font-semibold text-ink">{SHOP.name}</p>
        <p>
          <a href={`mailto:${SHOP.email}`} className="underline-offset-2 hover:underline">
            {SHOP.email}
          </a>
        </p>
        <p>
          {SHOP.phone} · {SHOP.hours}
        </p>
      </div>
    </footer>
  );
}
