"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { ActionResult } from "@/lib/http/action";

type Unsubscribe = (input: { id: string; key: string }) => Promise<ActionResult<{ message: string }>>;

// An unsubscribe page's one button (back in stock, or any marketing message), and what came of it, read out to a screen reader.
export function UnsubscribeForm({ id, unsubscribeKey, action }: { id: string; unsubscribeKey: string; action: Unsubscribe }) {
  const [said, setSaid] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function unsubscribe() {
    setBusy(true);
    const result = await action({ id, key: unsubscribeKey });
    setSaid(result.ok ? { ok: true, message: result.data.message } : { ok: false, message: result.message });
    setBusy(false);
  }

  return (
    <div className="mt-6 space-y-4">
      {said?.ok ? null : (
        <Button onClick={() => void unsubscribe()} disabled={busy}>
          Unsubscribe
        </Button>
      )}
      <p role="status" className={said?.ok === false ? "text-red-700" : "font-semibold"}>
        {said?.message ?? ""}
      </p>
    </div>
  );
}
