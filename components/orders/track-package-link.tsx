/** Track Package: the twin's own page in this tab, or the courier's page (Shiprocket) in a new one. */
export function TrackPackageLink({
  href,
  label = "Track Package",
  newTab = " (opens in a new tab)",
}: {
  href: string;
  label?: string;
  newTab?: string;
}) {
  const external = /^https?:\/\//.test(href);
  return (
    <a
      href={href}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      className="mr-3 mt-4 inline-block rounded-lg bg-brand-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-900"
    >
      {label}
      {external ? <span className="sr-only">{newTab}</span> : null}
    </a>
  );
}
