import type { ReactNode } from "react";

// The frame of the shop's content pages (About Us, Shipping and Return, Privacy...): one readable
// column with prose-like type, written with Tailwind classes (no typography plugin).

const PROSE = [
  "mt-8 text-base leading-7 text-ink",
  "[&_p]:mt-4 [&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight",
  "[&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-semibold",
  "[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6",
  "[&_li]:pl-1 [&_li]:marker:text-brand-600",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-900",
  "[&_strong]:font-semibold",
].join(" ");

export function StaticPage({
  eyebrow,
  title,
  intro,
  updated,
  prose = true,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  /** "Last updated" date, for policies. */
  updated?: string;
  /** False for pages that bring their own layout (forms, cards) below the heading. */
  prose?: boolean;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <header className="border-b border-stone-200 pb-8">
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">{eyebrow}</p> : null}
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
        {intro ? <div className="mt-4 text-lg leading-8 text-ink-muted">{intro}</div> : null}
        {updated ? <p className="mt-4 text-sm text-ink-muted">Last updated {updated}</p> : null}
      </header>
      <div className={prose ? PROSE : "mt-8"}>{children}</div>
    </article>
  );
}

/** A highlighted note inside a content page. */
export function Callout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <aside className="mt-6 rounded-xl border border-brand-200 bg-brand-50 p-5">
      <p className="mt-0! font-semibold text-ink">{title}</p>
      <div className="text-ink [&>p:first-child]:mt-2">{children}</div>
    </aside>
  );
}
