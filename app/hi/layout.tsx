import localFont from "next/font/local";
import { DocumentLanguage } from "@/components/i18n/document-language";
import { LocaleProvider } from "@/components/i18n/locale-context";
import { PageWords } from "@/components/i18n/page-words";
import { form } from "@/lib/i18n/messages/form";

// Noto Sans Devanagari's Devanagari file alone (variable weight), self-hosted and preloaded on the
// Hindi pages only; Latin letters and digits stay Inter's. Swapped in with its fallback's metrics
// adjusted, so the swap moves nothing.
const devanagari = localFont({
  src: "../../node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2",
  weight: "100 900",
  display: "swap",
  variable: "--font-devanagari",
  adjustFontFallback: "Arial",
});

const FONTS = "var(--font-inter), var(--font-devanagari), ui-sans-serif, system-ui, sans-serif";

// The shop's pages in Hindi, under the root layout's header and footer. lang="hi" marks the page's
// own content; the root layout's <html lang> is shared with the English pages (decision 112).
export default function HindiLayout({ children }: { children: React.ReactNode }) {
  return (
    // tabIndex -1: the header's "Skip to content" moves focus here, not just the scroll.
    <main id="main" tabIndex={-1} lang="hi" className={`flex-1 outline-none ${devanagari.variable}`} style={{ fontFamily: FONTS }}>
      <DocumentLanguage lang="hi" className={devanagari.variable} fontFamily={FONTS} />
      <LocaleProvider locale="hi">
        {/* The form fields' own words ("(optional)"), on every Hindi page that has a form. */}
        <PageWords locale="hi" areas={{ form }}>
          {children}
        </PageWords>
      </LocaleProvider>
    </main>
  );
}
