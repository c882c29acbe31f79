// The shop's logo: the "KS" mark (a brand-brown tile with a zari-gold border) and the long
// logo (mark and "Kurta Shop" wordmark). Decorative SVG: the link around it carries the name.
// The same drawings live in public/logo-mark.svg and public/logo.svg for use outside the app.

export function LogoMark({ className = "size-9" }: { className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 40 40" className={className}>
      <rect width="40" height="40" rx="10" fill="#7a3d0f" />
      <rect x="3" y="3" width="34" height="34" rx="7.5" fill="none" stroke="#e8cfa9" strokeWidth="1.2" />
      <g fill="none" stroke="#fbf6ef" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round">
        <path d="M10.5 12v16M18.5 12l-8 9M13.4 18.3l5.4 9.7" />
        <path d="M29.6 14.6c-.7-1.7-2.1-2.6-4-2.6-2.3 0-3.8 1.4-3.8 3.3 0 4.5 8.2 2.8 8.2 8.1 0 2.5-1.9 4.6-4.5 4.6-2 0-3.5-1-4.1-2.7" />
      </g>
    </svg>
  );
}

/** The long logo: mark and wordmark. */
export function LogoFull({ className }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className ?? ""}`}>
      <LogoMark className="size-8 shrink-0 sm:size-9" />
      <span className="whitespace-nowrap text-base font-bold tracking-tight text-brand-700 min-[400px]:text-lg sm:text-xl">Kurta Shop</span>
    </span>
  );
}
