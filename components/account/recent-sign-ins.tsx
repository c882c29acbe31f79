import { formatIndianDateTime } from "@/lib/india-days";
import type { SignInView } from "@/lib/accounts/sign-in/sign-in-events";
import type { Locale } from "@/lib/i18n/locales";
import { account } from "@/lib/i18n/messages/account";
import { translator } from "@/lib/i18n/translate";

// The shopper's latest sign-ins (decision 117): when, how, on what, from which network. One she does
// not recognise is her cue to log out everywhere and change her password.
export function RecentSignIns({ signIns, locale }: { signIns: SignInView[]; locale: Locale }) {
  const t = translator(locale, account);
  if (signIns.length === 0) return <p className="text-sm text-ink-muted">{t("noSignIns")}</p>;
  return (
    <ul className="divide-y divide-stone-200 text-sm" aria-label={t("recent")}>
      {signIns.map((signIn) => (
        <li key={signIn.id} className="py-2">
          <p className="text-ink">
            {signIn.device} · {signIn.way}
          </p>
          <p className="text-xs text-ink-muted">
            <time dateTime={signIn.at.toISOString()}>{formatIndianDateTime(signIn.at, locale)}</time> ·{" "}
            {t("network", { network: signIn.network })}
          </p>
        </li>
      ))}
    </ul>
  );
}
