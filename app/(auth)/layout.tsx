// Login, signup, password reset and verification: a card between the root layout's header and footer.
// Each page depends on who is asking (and redirects on it), so they are rendered in full per
// request, with no prerendered shell: their scripts carry the CSP nonce of middleware.ts.
export const instant = false;

export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <main id="main" className="flex-1">
      {children}
    </main>
  );
}
