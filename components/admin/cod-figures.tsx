import Link from "next/link";
import { Panel } from "@/components/admin/page-title";
import { RTO_MIN_SHIPPED, type CodFigures, type RtoRow } from "@/lib/admin/dashboard/cod-figures";
import { formatIndianDay } from "@/lib/india-days";
import { PLACE_EFFECT_LABEL } from "@/lib/orders/cod-rules/changes";
import { placeRuleFor, type CodRules } from "@/lib/orders/cod-rules/decide";

// The dashboard's cash-on-delivery section: how shoppers answered the confirmation, and how often
// parcels came back, by payment, state and pin code, beside the rule each place has now.

const count = (value: number) => new Intl.NumberFormat("en-IN").format(value);
const percent = (part: number, whole: number) => (whole > 0 ? `${((part / whole) * 100).toFixed(1)}%` : "—");

const FEW = `None with ${RTO_MIN_SHIPPED} or more orders shipped.`;

function ruleNow(rules: CodRules, place: { pinCode: string; state: string }): string {
  const rule = placeRuleFor(rules, place);
  return rule ? PLACE_EFFECT_LABEL[rule.effect] : "—";
}

type RtoTableProps = { caption: string; place: string; rows: RtoRow[]; empty: string; rule?: (row: RtoRow) => string };

function RtoTable({ caption, place, rows, empty, rule }: RtoTableProps) {
  if (rows.length === 0) {
    return (
      <div className="text-sm">
        <p className="mb-1 font-semibold text-ink">{caption}</p>
        <p className="text-ink-muted">{empty}</p>
      </div>
    );
  }
  return (
    <div className="min-w-0 overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="mb-1 text-left font-semibold text-ink">{caption}</caption>
        <thead className="text-left text-ink-muted">
          <tr>
            <th scope="col" className="py-1 pr-2 font-medium">
              {place}
            </th>
            <th scope="col" className="py-1 pr-2 text-right font-medium">
              Shipped
            </th>
            <th scope="col" className="py-1 pr-2 text-right font-medium">
              Came back
            </th>
            {rule ? (
              <th scope="col" className="py-1 font-medium">
                Rule now
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="py-1.5 pr-2 text-left font-normal">
                {row.key}
                {place === "Pin code" && row.state ? <span className="block text-xs text-ink-muted">{row.state}</span> : null}
              </th>
              <td className="py-1.5 pr-2 text-right tabular-nums">{count(row.shipped)}</td>
              <td className="whitespace-nowrap py-1.5 pr-2 text-right tabular-nums">
                {count(row.returned)} <span className="font-semibold">({percent(row.returned, row.shipped)})</span>
              </td>
              {rule ? <td className="py-1.5">{rule(row)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function CodFiguresPanel({ figures, rules }: { figures: CodFigures; rules: CodRules }) {
  const { confirmations: c, rto } = figures;
  const answers: [string, number][] = [
    ["Confirmed by the shopper", c.confirmed],
    ["Confirmed by the shop without asking", c.confirmedByOwner],
    ["Moved to prepaid", c.movedToPrepaid],
    ["Cancelled by the shopper", c.cancelledByShopper],
    ["Lapsed (no answer in time)", c.lapsed],
    ["Cancelled by the shop", c.cancelledByShop],
    ["Still waiting", c.waiting],
  ];
  const payment = rto.byPayment.map((row) => ({ ...row, key: row.key === "COD" ? "Cash on delivery" : "Prepaid" }));
  return (
    <Panel title="Cash on delivery: confirmations and returns to origin" className="mt-4">
      <p className="mb-3 text-sm text-ink-muted">
        The last {figures.days} days, since {formatIndianDay(figures.sinceDay)}: orders asked to confirm paying cash, and orders shipped.{" "}
        <Link href="/admin/cod-rules" className="font-medium text-brand-700 underline">
          Cash-on-delivery rules
        </Link>
      </p>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <div>
          <p className="text-sm font-medium text-ink-muted">Confirmation rate</p>
          <p className="text-2xl font-bold tracking-tight text-ink" data-testid="cod-confirmation-rate">
            {percent(c.confirmed, c.asked)}
          </p>
          <p className="text-xs text-ink-muted">
            {count(c.confirmed)} of {count(c.asked)} asked
          </p>
          <dl className="mt-3 space-y-1 text-sm">
            {answers.map(([label, value]) => (
              <div key={label} className="flex justify-between gap-3">
                <dt>{label}</dt>
                <dd className="whitespace-nowrap tabular-nums">
                  {count(value)} <span className="text-ink-muted">({percent(value, c.asked)})</span>
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="grid min-w-0 grid-cols-1 gap-4 md:grid-cols-2">
          <RtoTable caption="Returns to origin by payment" place="Payment" rows={payment} empty="No order shipped in the period." />
          <RtoTable
            caption="Worst states"
            place="State"
            rows={rto.byState}
            empty={FEW}
            rule={(row) => ruleNow(rules, { pinCode: "", state: row.state })}
          />
          <RtoTable
            caption="Worst pin codes"
            place="Pin code"
            rows={rto.byPinCode}
            empty={FEW}
            rule={(row) => ruleNow(rules, { pinCode: row.key, state: row.state })}
          />
          <p className="text-xs text-ink-muted md:self-end">
            States and pin codes with at least {RTO_MIN_SHIPPED} orders shipped, the highest share coming back first. &ldquo;Rule now&rdquo;
            is the place rule in force today (a pin code&apos;s before its state&apos;s).
          </p>
        </div>
      </div>
    </Panel>
  );
}
