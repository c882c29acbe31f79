"use client";

import { ErrorScreen } from "@/components/layout/error-screen";

// A page or layout below the root failed while rendering (Next.js answers 500).
export default function Error({ retry }: { error: unknown; retry: () => void }) {
  return <ErrorScreen retry={retry} />;
}
