/** A grey placeholder block while a per-user part of a page streams in. */
export function SkeletonBlock({ className }: { className: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-xl bg-stone-100 ${className}`} />;
}

/** The loading state of the booking and orders pages: announced once, drawn as blocks. */
export function PageSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <SkeletonBlock key={i} className="h-28 w-full" />
      ))}
    </div>
  );
}
