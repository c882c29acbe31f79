import type { ActionResult } from "@/lib/http/action";

export const GENERIC_ERROR = "Something went wrong. Please try again.";

/**
 * Calls a server action; a thrown error (network down, server restarted) becomes a failed
 * result, so every caller handles one shape.
 */
export async function callAction<T>(run: () => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  try {
    return await run();
  } catch {
    return { ok: false, message: GENERIC_ERROR };
  }
}
