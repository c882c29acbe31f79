import type { FitAdvice } from "@/lib/catalog/fit/fit-advice";
import type { Locale } from "@/lib/i18n/locales";
import { buy } from "@/lib/i18n/messages/buy";
import { translator } from "@/lib/i18n/translate";

/** "Most buyers take one size up", only when the shop's returns, exchanges and reviews make it clear (decision 089). */
export function FitAdviceNote({ advice, locale }: { advice: FitAdvice; locale: Locale }) {
  if (!advice) return null;
  return (
    <p className="text-sm font-semibold text-ink" data-testid="fit-advice">
      {translator(locale, buy)(`fitAdvice.${advice}`)}
    </p>
  );
}
