"use client";

import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/toast";
import { sendJson } from "./send-form";

/** A Delete button for a row of an admin list: asks, calls the API, shows the server's message. */
export function DeleteButton({
  url,
  body,
  what,
  loading,
  quiet = false,
}: {
  url: string;
  body: Record<string, string>;
  /** What goes, e.g. "the Indigo variant": the button reads "Delete the Indigo variant" to screen readers. */
  what: string;
  loading: string;
  /** Variant failures only dismiss the loading toast (the spec). */
  quiet?: boolean;
}) {
  const router = useRouter();
  async function run() {
    if (!window.confirm(`Delete ${what}?`)) return;
    const toast = notify.loading(loading);
    const answer = await sendJson("DELETE", url, body);
    notify.dismiss(toast);
    if (!answer.success) {
      if (!quiet) notify.error(answer.message ?? "Could not delete");
      return;
    }
    notify.success(answer.message ?? "Deleted");
    router.refresh();
  }
  return (
    <Button variant="danger-ghost" onClick={run}>
      Delete<span className="sr-only"> {what}</span>
    </Button>
  );
}
