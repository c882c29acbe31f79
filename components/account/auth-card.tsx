import type { ReactNode } from "react";

// The centred card of the login, signup, password and verification pages.
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-14">
      <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
        {description ? <p className="mt-2 text-sm text-ink-muted">{description}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
      {footer ? <div className="mt-6 text-center text-sm text-ink-muted">{footer}</div> : null}
    </div>
  );
}

/** Between the mobile-number form and the email one. */
export function OrDivider({ label }: { label: string }) {
  return (
    <div className="my-6 flex items-center gap-3 text-sm text-ink-muted">
      <span className="h-px flex-1 bg-stone-200" aria-hidden="true" />
      <h2 className="text-sm font-medium">{label}</h2>
      <span className="h-px flex-1 bg-stone-200" aria-hidden="true" />
    </div>
  );
}

// At least 24 px tall (WCAG 2.2's target size), though the text is smaller.
export const TEXT_LINK = "inline-flex min-h-6 items-center font-semibold text-brand-700 underline-offset-2 hover:underline";
