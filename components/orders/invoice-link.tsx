/** A tax invoice's PDF, in a new tab. */
export function InvoiceLink({
  href,
  label = "Invoice",
  pdf = "(PDF, opens in a new tab)",
}: {
  href: string;
  label?: string;
  pdf?: string;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className="mt-4 inline-block rounded-lg border border-brand-700 px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
    >
      {label} <span className="sr-only">{pdf}</span>
    </a>
  );
}
