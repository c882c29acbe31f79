import { ErrorWords } from "@/components/i18n/error-words";
import { errors } from "@/lib/i18n/messages/errors";

// The shopper's own Hindi pages (sign-in, booking, orders, account): rendered per request with the
// CSP nonce, as their English twins, and with the server's known messages in Hindi (passed from
// here, so the English pages' scripts carry none of it).
export const instant = false;

export default function HindiOwnPagesLayout({ children }: { children: React.ReactNode }) {
  return <ErrorWords words={errors}>{children}</ErrorWords>;
}
