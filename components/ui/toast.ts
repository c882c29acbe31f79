"use client";

import { toast } from "sonner";

// The shop's toasts, with the spec's durations: success 2 s, error 4 s, loading until dismissed.
export const TOAST_DURATION = { success: 2000, error: 4000 } as const;

export const notify = {
  success: (message: string) => toast.success(message, { duration: TOAST_DURATION.success }),
  error: (message: string) => toast.error(message, { duration: TOAST_DURATION.error }),
  /** Shows a spinner toast until `notify.dismiss(id)`. */
  loading: (message: string) => toast.loading(message, { duration: Infinity }),
  dismiss: (id?: string | number) => toast.dismiss(id),
};
