// Login, signup, password reset and verification: a card between the root layout's header and footer.
// Each page depends on who is asking (and redirects on it), so they are rendered in full per
// request, with no prerendered shell: their scripts carry the CSP nonce of middleware.ts.
export const instant = false;

export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    // tabIndex -1: the header's "Skip to content" moves focus here, not just the scroll.
    <main id="main" tabIndex={-1} className="flex-1 outline-none">
      {children}
    </main>
  );
}
