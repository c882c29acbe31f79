import { describe, expect, it } from "vitest";
import { TextField } from "@/components/ui/form-field";
import type { Locale } from "@/lib/i18n/locales";
import { form } from "@/lib/i18n/messages/form";
import { renderInLanguage } from "@/tests/support/page-words";

// An optional field's label as each page shows it: app/hi/layout.tsx hands every Hindi page the form area.
const label = (locale: Locale) =>
  renderInLanguage(locale, <TextField label={locale === "hi" ? "लैंडमार्क" : "Landmark"} optional />, { areas: { form } })
    .match(/<label[^>]*>(.*?)<\/label>/)![1]!
    .replace(/<[^>]+>/g, "");

describe("an optional field's label", () => {
  it("says so in Hindi on a Hindi page", () => expect(label("hi")).toBe("लैंडमार्क (वैकल्पिक)"));
  it("says so in English on an English page", () => expect(label("en")).toBe("Landmark (optional)"));
});
