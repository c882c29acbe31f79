import { Panel } from "@/components/admin/page-title";
import { formatINR } from "@/lib/pricing";
import type { ReminderFigures } from "@/lib/reminders/figures";

// What reminders brought back: sent, opened (WhatsApp's read receipts), tapped, and the orders placed within 7 days of a tap.

const count = (value: number) => new Intl.NumberFormat("en-IN").format(value);

export function ReminderFiguresView({ figures }: { figures: ReminderFigures }) {
  const rows = [
    ["Sent", count(figures.sent)],
    ["Opened on WhatsApp", count(figures.opened)],
    ["Links tapped", count(figures.clicked)],
    ["Orders within 7 days of a tap", count(figures.recoveredOrders)],
    ["Their value", formatINR(figures.recoveredRevenuePaise)],
  ] as const;
  return (
    <Panel title="What they brought back">
      <dl className="grid grid-cols-2 gap-3">
        {rows.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-stone-50 p-3">
            <dt className="text-sm text-ink-muted">{label}</dt>
            <dd className="text-xl font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-ink-muted">
        Opened counts WhatsApp reminders she read (WhatsApp&apos;s read receipts, unless she turned them off). Email and SMS do not say, so
        their opens are not counted.
      </p>
    </Panel>
  );
}
