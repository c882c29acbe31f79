import type { ReactNode } from "react";

// One section of the account page: a titled card. `id` makes it a link target (#manageAccount); below an
// unverified account's notice, which stays under the header, it is scrolled to further down.
export function AccountCard({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="scroll-mt-20 rounded-2xl group-data-unverified/account:scroll-mt-64 border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold tracking-tight text-ink">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-ink-muted">{description}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}
