import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { ActionResult } from "@/lib/http/action";
import { notify } from "@/components/ui/toast";

export const GENERIC_ERROR = "Something went wrong. Please try again.";

/**
 * Calls a server action. A thrown error (network down, request too large, server crash) becomes a
 * failed result, so every caller handles one shape.
 */
export async function callAction<T>(run: () => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  try {
    return await run();
  } catch {
    return { ok: false, message: GENERIC_ERROR };
  }
}

/** Calls a server action under a loading toast. */
export async function withLoadingToast<T>(message: string, run: () => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  const id = notify.loading(message);
  try {
    return await callAction(run);
  } finally {
    notify.dismiss(id);
  }
}

/** Shows a failed result: the message as an error toast, and each field's message under its field. */
export function showFailure<F extends FieldValues>(
  result: { message: string; fields?: Record<string, string> },
  setError?: UseFormSetError<F>,
  fieldNames: readonly Path<F>[] = [],
): void {
  notify.error(result.message);
  if (!setError || !result.fields) return;
  let focused = false;
  for (const name of fieldNames) {
    const message = result.fields[name];
    if (!message) continue;
    setError(name, { type: "server", message }, { shouldFocus: !focused });
    focused = true;
  }
}
