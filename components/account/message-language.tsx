"use client";

import { useState } from "react";
import { setLanguageAction } from "@/lib/accounts/actions";
import { LANGUAGE_NAME, LOCALES, type Locale } from "@/lib/i18n/locales";
import { notify } from "@/components/ui/toast";

// The account page's choice of the language of her emails, texts and WhatsApp messages (decision 122),
// labelled in both languages: it is the control a Hindi reader looks for on an English page too.
export function MessageLanguage({ initial }: { initial: Locale }) {
  const [language, setLanguage] = useState(initial);
  const [busy, setBusy] = useState(false);
  async function change(next: Locale) {
    setBusy(true);
    const result = await setLanguageAction({ language: next });
    setBusy(false);
    if (!result.ok) return notify.error(result.message);
    setLanguage(result.data.language);
    notify.success(
      next === "hi" ? "संदेश अब हिन्दी में आएँगे · Messages will come in Hindi" : "Messages will come in English · संदेश अब अंग्रेज़ी में आएँगे",
    );
  }
  return (
    <label className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <span>
        <span className="block font-medium text-ink">Language of your messages</span>
        <span lang="hi" className="block text-ink-muted">
          आपके संदेशों की भाषा
        </span>
      </span>
      <select
        name="language"
        value={language}
        disabled={busy}
        onChange={(event) => change(event.target.value as Locale)}
        className="min-h-11 rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-ink"
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale === "hi" ? "hi" : "en"}>
            {LANGUAGE_NAME[locale]}
          </option>
        ))}
      </select>
    </label>
  );
}
