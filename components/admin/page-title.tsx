import type { ReactNode } from "react";

/** A back-office page's heading, with an optional line under it and actions on the right. */
export function PageTitle({ title, note, children }: { title: string; note?: ReactNode; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
        {note ? <p className="mt-1 text-sm text-ink-muted">{note}</p> : null}
      </div>
      {children}
    </div>
  );
}

/** A white panel with a title, the dashboard's and the lists' building block. */
export function Panel({ title, children, className = "" }: { title: string; children: ReactNode; className?: string }) {
  const id = `panel-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className={`rounded-xl border border-stone-200 bg-white p-4 sm:p-5 ${className}`}>
      <h2 id={id} className="mb-3 text-base font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What a list shows when it has nothing: "No Orders Found". */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-stone-300 px-4 py-12 text-center text-lg font-semibold text-ink">{children}</p>
  );
}
