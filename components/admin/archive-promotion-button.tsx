"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { withLoadingToast } from "@/components/forms/action-helpers";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/toast";
import { archivePromotionAction } from "@/lib/promotions/admin/actions";

/** Archives the promotion after a confirmation: it stops applying, and keeps its report. */
export function ArchivePromotionButton({ id, title }: { id: string; title: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function archive() {
    if (!window.confirm(`Archive "${title}"? It stops applying at once; its report stays.`)) return;
    setBusy(true);
    const result = await withLoadingToast("Archiving", () => archivePromotionAction(id));
    setBusy(false);
    if (!result.ok) return notify.error(result.message);
    notify.success(result.data);
    router.push("/admin/promotions");
    router.refresh();
  }
  return (
    <Button variant="danger" disabled={busy} onClick={archive}>
      Archive
    </Button>
  );
}
