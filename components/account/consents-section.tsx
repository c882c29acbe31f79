"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { setConsentAction } from "@/lib/privacy/actions";
import type { ConsentState } from "@/lib/privacy/consents";
import { CHANNEL_LABELS, CONSENT_PURPOSES } from "@/lib/privacy/schemas";
import { formatIndianDateTime } from "@/lib/india-days";
import { notify } from "@/components/ui/toast";
import { useLocalMessage } from "@/components/i18n/page-words-context";
import { useLocale, useT } from "@/components/i18n/locale-context";
import { account } from "@/lib/i18n/messages/account";

// The account page's "Messages you agreed to" (decision 103): one switch per purpose and channel, each
// off until the shopper turns it on; turning one off is the same single tap, and takes effect at once.
export function ConsentsSection({ consents }: { consents: ConsentState[] }) {
  const router = useRouter();
  const t = useT(account);
  const locale = useLocale();
  const local = useLocalMessage();
  const [busy, setBusy] = useState<string | null>(null);
  async function change(consent: ConsentState, granted: boolean) {
    const key = `${consent.purpose}-${consent.channel}`;
    setBusy(key);
    const result = await setConsentAction({ purpose: consent.purpose, channel: consent.channel, granted });
    setBusy(null);
    if (!result.ok) return notify.error(local(result.message));
    notify.success(granted ? t("consent.on") : t("consent.off"));
    router.refresh();
  }
  return (
    <div className="space-y-5">
      {CONSENT_PURPOSES.map((purpose) => (
        <fieldset key={purpose} className="space-y-2 border-b border-stone-100 pb-4 last:border-0 last:pb-0">
          <legend className="font-medium text-ink">{t(`consent.${purpose}`)}</legend>
          {consents
            .filter((consent) => consent.purpose === purpose)
            .map((consent) => {
              const key = `${consent.purpose}-${consent.channel}`;
              const since = consent.granted ? consent.grantedAt : consent.withdrawnAt;
              return (
                <label key={key} className="flex items-center justify-between gap-3 text-sm">
                  <span>
                    {consent.channel === "EMAIL" ? t("consent.email") : CHANNEL_LABELS[consent.channel]}
                    {since ? (
                      <span className="block text-xs text-ink-muted">
                        {t(consent.granted ? "consent.onSince" : "consent.offSince", { at: formatIndianDateTime(new Date(since), locale) })}
                      </span>
                    ) : null}
                  </span>
                  <input
                    type="checkbox"
                    role="switch"
                    name={key}
                    className="size-5 accent-brand-700"
                    checked={consent.granted}
                    disabled={busy === key}
                    onChange={(event) => change(consent, event.target.checked)}
                  />
                </label>
              );
            })}
        </fieldset>
      ))}
    </div>
  );
}
