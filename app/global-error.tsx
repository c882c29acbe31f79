"use client";

import "@fontsource-variable/inter";
import "./globals.css";
import { ErrorScreen } from "@/components/layout/error-screen";

// The root layout itself failed: this replaces it, so it brings its own document, styles and title.
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en-IN">
      <body className="flex min-h-screen flex-col">
        <title>Something went wrong | Kurta Shop</title>
        <ErrorScreen retry={retry} />
      </body>
    </html>
  );
}
