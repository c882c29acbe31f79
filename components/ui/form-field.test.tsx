import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LocaleProvider } from "@/components/i18n/locale-context";
import { PageWords } from "@/components/i18n/page-words";
import { TextField } from "@/components/ui/form-field";
import type { Locale } from "@/lib/i18n/locales";
import { form } from "@/lib/i18n/messages/form";

// An optional field's label as each page shows it: app/hi/layout.tsx hands every Hindi page the form area.
const label = (locale: Locale) =>
  renderToStaticMarkup(
    <LocaleProvider locale={locale}>
      <PageWords locale={locale} areas={{ form }}>
        <TextField label={locale === "hi" ? "लैंडमार्क" : "Landmark"} optional />
      </PageWords>
    </LocaleProvider>,
  )
    .match(/<label[^>]*>(.*?)<\/label>/)![1]!
    .replace(/<[^>]+>/g, "");

describe("an optional field's label", () => {
  it("says so in Hindi on a Hindi page", () => expect(label("hi")).toBe("लैंडमार्क (वैकल्पिक)"));
  it("says so in English on an English page", () => expect(label("en")).toBe("Landmark (optional)"));
});
