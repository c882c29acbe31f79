import "server-only";
import { after } from "next/server";

// Work a response must not wait for, so that neither its timing nor its failure shows to the
// caller. In a request (route handler or server action) Next's after() runs it once the response
// is sent. Outside a request (a script, a job, a test calling a route handler directly) after()
// refuses; the work then starts at once without the caller awaiting it, and
// settleAfterResponse() waits for whatever is still running.
const running = new Set<Promise<void>>();

export function afterResponse(label: string, work: () => Promise<void>): void {
  const run = () =>
    work().catch((error: unknown) => {
      console.error(`Work after the response (${label}) failed:`, error instanceof Error ? error.message : error);
    });
  try {
    after(run);
  } catch (error) {
    if (!(error instanceof Error && error.message.includes("outside a request scope"))) throw error;
    const promise = run().finally(() => running.delete(promise));
    running.add(promise);
  }
}

export async function settleAfterResponse(): Promise<void> {
  while (running.size) await Promise.all(running);
}
