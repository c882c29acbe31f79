import { LocaleProvider } from "@/components/i18n/locale-context";

// The shop's pages in Hindi, under the root layout's header and footer. lang="hi" marks the page's
// own content; the root layout's <html lang> is shared with the English pages (decision 112).
export default function HindiLayout({ children }: { children: React.ReactNode }) {
  return (
    // tabIndex -1: the header's "Skip to content" moves focus here, not just the scroll.
    <main id="main" tabIndex={-1} lang="hi" className="flex-1 font-devanagari outline-none">
      <LocaleProvider locale="hi">{children}</LocaleProvider>
    </main>
  );
}
