import "./globals.css";
import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { IconSprite } from "@/components/ui/icons";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { ViewerProvider } from "@/components/layout/viewer-provider";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { SHOP } from "@/lib/shop";

export const metadata: Metadata = {
  metadataBase: new URL(process.env.APP_URL || "http://localhost:3000"),
  title: { default: `${SHOP.name}: handcrafted kurtas, delivered free across India`, template: `%s | ${SHOP.name}` },
  description: SHOP.description,
  openGraph: { siteName: SHOP.name, locale: "en_IN", type: "website" },
};

// Inter's Latin file alone (48 KiB), preloaded. The ₹ sign lives in its Latin Extended file (85 KiB),
// which phones fetched for that one glyph while the first picture waited: ₹ is drawn by the
// fallback font instead, whose metrics are adjusted to Inter's so the swap moves nothing.
const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  weight: "100 900",
  display: "swap",
  variable: "--font-inter",
  adjustFontFallback: "Arial",
});

export const viewport: Viewport = { themeColor: "#7a3d0f", width: "device-width", initialScale: 1 };

// The shop's header and footer frame every page here, once: the not-found pages render only their
// message, so the page's payload does not carry the header and footer again for the not-found
// boundaries (docs/decisions/057-half-weight-pages.md).
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-IN" className={inter.variable}>
      <body className="flex min-h-screen flex-col">
        <IconSprite />
        <ViewerProvider>
          <SiteHeader />
          {children}
          <SiteFooter />
        </ViewerProvider>
        <LazyToaster />
      </body>
    </html>
  );
}
