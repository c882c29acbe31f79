/** An audit entry's details (before, after, reason...), folded so the list stays readable. */
export function AuditData({ data }: { data: unknown }) {
  if (data === null || data === undefined) return null;
  return (
    <details className="mt-1">
      <summary className="cursor-pointer text-brand-700">Details</summary>
      <pre className="mt-1 overflow-x-auto rounded-lg bg-stone-50 p-2 text-xs text-ink">{JSON.stringify(data, null, 2)}</pre>
    </details>
  );
}
