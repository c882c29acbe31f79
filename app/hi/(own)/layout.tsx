import { PageWords } from "@/components/i18n/page-words";

// The shopper's own Hindi pages (sign-in, booking, orders, account): rendered per request with the
// CSP nonce, as their English twins, and with the server's known messages in Hindi (passed from
// here, so the English pages' scripts carry none of it).
export const instant = false;

export default function HindiOwnPagesLayout({ children }: { children: React.ReactNode }) {
  return (
    <PageWords locale="hi" serverMessages>
      {children}
    </PageWords>
  );
}
