import { formatINR } from "@/lib/pricing";
import { useT } from "@/components/i18n/locale-context";
import { checkout } from "@/lib/i18n/messages/checkout";

/** "Use ₹X of store credit" at the booking: shown only when the shopper has a balance. */
export function StoreCreditChoice({
  balancePaise,
  creditPaise,
  checked,
  disabled,
  onChange,
}: {
  balancePaise: number;
  creditPaise: number;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useT(checkout);
  if (balancePaise <= 0) return null;
  return (
    <label className="flex items-start gap-2 rounded-lg border border-stone-200 px-3 py-2 text-sm">
      <input
        type="checkbox"
        className="mt-0.5 size-4 accent-brand-700"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        {t("useCredit", { amount: formatINR(creditPaise) })}
        <span className="block text-xs text-ink-muted">{t("creditBalance", { balance: formatINR(balancePaise) })}</span>
      </span>
    </label>
  );
}
