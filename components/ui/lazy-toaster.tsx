"use client";

import { Suspense, use, useEffect } from "react";
import { markToasterReady, useSonner } from "./toast";

/** sonner's Toaster, mounted when the page shows its first toast (see toast.ts). */
export function LazyToaster() {
  const sonner = useSonner();
  return sonner ? (
    <Suspense fallback={null}>
      <Toaster sonner={sonner} />
    </Suspense>
  ) : null;
}

function Toaster({ sonner }: { sonner: Promise<typeof import("sonner")> }) {
  const { Toaster: SonnerToaster } = use(sonner);
  return (
    <>
      {/* The page's own fonts (sonner sets the system's), so a Hindi page's toasts draw Devanagari. */}
      <SonnerToaster
        position="top-center"
        closeButton
        visibleToasts={5}
        toastOptions={{ duration: 4000 }}
        style={{ fontFamily: "inherit" }}
      />
      <Ready />
    </>
  );
}

/** A later sibling: its effect runs after the Toaster's own, which subscribes to new toasts. */
function Ready() {
  useEffect(markToasterReady, []);
  return null;
}
