import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";

// Login, signup, password reset and verification: the shop's header and footer around a card.
// Each page depends on who is asking (and redirects on it), so they are rendered in full per
// request, with no prerendered shell: their scripts carry the CSP nonce of middleware.ts.
export const instant = false;

export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
