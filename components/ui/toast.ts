"use client";

import { useSyncExternalStore } from "react";

// The shop's toasts, with the spec's durations: success 2 s, error 4 s, loading until dismissed.
// sonner is loaded on the first toast, not with every page: <LazyToaster> (root layout) mounts its
// Toaster then, and the toast is shown once the Toaster listens.
export const TOAST_DURATION = { success: 2000, error: 4000 } as const;

type Sonner = typeof import("sonner");

let sonner: Promise<Sonner> | null = null;
let toasterReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  toasterReady = resolve;
});
const listeners = new Set<() => void>();

function withSonner(show: (module: Sonner) => void): void {
  if (!sonner) {
    sonner = import("sonner");
    for (const listener of listeners) listener();
  }
  void Promise.all([sonner, ready]).then(([module]) => show(module));
}

let lastId = 0;

export const notify = {
  success: (message: string) => withSonner(({ toast }) => toast.success(message, { duration: TOAST_DURATION.success })),
  error: (message: string) => withSonner(({ toast }) => toast.error(message, { duration: TOAST_DURATION.error })),
  /** Shows a spinner toast until `notify.dismiss(id)`. */
  loading: (message: string): string => {
    const id = `toast-${++lastId}`;
    withSonner(({ toast }) => toast.loading(message, { id, duration: Infinity }));
    return id;
  },
  dismiss: (id?: string | number) => withSonner(({ toast }) => toast.dismiss(id)),
};

/** sonner, once a toast has asked for it (null until then). */
export function useSonner(): Promise<Sonner> | null {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => sonner,
    () => null,
  );
}

/** Called by <LazyToaster> once sonner's Toaster listens. */
export function markToasterReady(): void {
  toasterReady();
}
