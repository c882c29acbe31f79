import { auditedCodRuleChanges } from "@/lib/orders/cod-rules/changes";

/** An audit entry's details: a move's "from → to" in words, the rest (reason, refund...) folded so the list stays readable. */
export function AuditData({ data }: { data: unknown }) {
  if (data === null || typeof data !== "object") return null;
  const { from, to } = data as { from?: unknown; to?: unknown };
  const words = (value: string) => value.toLowerCase().replace(/_/g, " ");
  const codRules = auditedCodRuleChanges(data);
  return (
    <>
      {codRules ? (
        <ul className="list-disc pl-5 text-ink">
          {codRules.map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ul>
      ) : null}
      {typeof from === "string" && typeof to === "string" ? (
        <p className="text-ink">
          {words(from)} <span aria-hidden="true">→</span>
          <span className="sr-only">to</span> {words(to)}
        </p>
      ) : null}
      <details className="mt-1">
        <summary className="cursor-pointer text-brand-700">Details</summary>
        <pre className="mt-1 overflow-x-auto rounded-lg bg-stone-50 p-2 text-xs text-ink">{JSON.stringify(data, null, 2)}</pre>
      </details>
    </>
  );
}
