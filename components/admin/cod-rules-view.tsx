import { Panel } from "@/components/admin/page-title";
import type { CodRulesPage } from "@/lib/admin/cod-rules-page";
import { formatIndianDateTime } from "@/lib/india-days";
import { advanceLabel, PLACE_EFFECT_LABEL, placeLabel } from "@/lib/orders/cod-rules/changes";
import { codMaxPaise, type CodRules } from "@/lib/orders/cod-rules/decide";
import { formatINR } from "@/lib/pricing";

// Admin → Cash on delivery, read side: a set of rules in words, and the last saves.

/** One set of rules as a short list of terms. */
export function CodRulesSummary({ rules }: { rules: CodRules }) {
  const terms: [string, string][] = [
    ["Order value", `${formatINR(rules.minOrderPaise)} to ${formatINR(codMaxPaise(rules))}`],
    ["Fee (GST included)", rules.feePaise > 0 ? formatINR(rules.feePaise) : "None"],
    ["First order", rules.firstOrderMaxPaise === null ? "No limit" : `Pay online only above ${formatINR(rules.firstOrderMaxPaise)}`],
    [
      "After a return to origin",
      rules.rtoLookbackDays === null
        ? "No rule"
        : `${rules.advanceOnRecentRto ? "Advance first" : "Pay online only"} for ${rules.rtoLookbackDays} days`,
    ],
    ["Advance before cash on delivery", advanceLabel(rules)],
    ...(rules.advanceFromPaise === null ? [] : [["Advance from orders of", formatINR(rules.advanceFromPaise)] as [string, string]]),
  ];
  return (
    <div className="space-y-3 text-sm">
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
        {terms.map(([term, value]) => (
          <div key={term}>
            <dt className="text-ink-muted">{term}</dt>
            <dd className="font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {rules.places.length > 0 ? (
        <ul aria-label="Places" className="flex flex-wrap gap-2">
          {rules.places.map((place) => (
            <li key={`${place.kind}:${place.value}`} className="rounded-full bg-stone-100 px-3 py-1">
              {placeLabel(place)}: <span className="font-semibold">{PLACE_EFFECT_LABEL[place.effect]}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-ink-muted">No place rules.</p>
      )}
    </div>
  );
}

export function CodRulesInForce({ page }: { page: CodRulesPage }) {
  const { inForce } = page;
  return (
    <div className="space-y-4">
      <Panel title="Rules in force">
        <p className="mb-3 text-sm text-ink-muted">
          {inForce.id === null ? "The shop's built-in rules: no set saved yet." : `Since ${formatIndianDateTime(inForce.validFrom)}.`}
        </p>
        <CodRulesSummary rules={inForce} />
      </Panel>
      {page.scheduled.map((rules) => (
        <Panel key={rules.id} title={`Scheduled from ${formatIndianDateTime(rules.validFrom)}`}>
          <CodRulesSummary rules={rules} />
        </Panel>
      ))}
    </div>
  );
}

export function CodRulesHistory({ history }: { history: CodRulesPage["history"] }) {
  return (
    <Panel title="History" className="xl:self-start">
      {history.length === 0 ? (
        <p className="text-sm text-ink-muted">No rules saved yet.</p>
      ) : (
        <ol className="divide-y divide-stone-100 text-sm">
          {history.map((entry) => (
            <li key={entry.id} className="py-2">
              <p className="text-ink-muted">
                {formatIndianDateTime(entry.createdAt)} by {entry.createdBy ?? "a former admin"}
                {entry.validFrom.getTime() - entry.createdAt.getTime() > 60_000 ? `, from ${formatIndianDateTime(entry.validFrom)}` : ""}
              </p>
              <ul className="mt-0.5 list-disc pl-5 text-ink">
                {entry.changes.map((change) => (
                  <li key={change}>{change}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
