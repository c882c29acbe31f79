"use client";

import { Button } from "@/components/ui/button";

/** Opens the browser's print dialog for the page (its print stylesheet keeps only the sheet). */
export function PrintButton({ label = "Print" }: { label?: string }) {
  return (
    <Button variant="primary" onClick={() => window.print()} className="print:hidden">
      {label}
    </Button>
  );
}
