import type { ReactNode } from "react";
import { Panel } from "@/components/admin/page-title";
import { Price } from "@/components/ui/price";

/** What the shop owes, large, with a line saying on what: the gift-card and store-credit screens. */
export function LiabilityPanel({ title, paise, children }: { title: string; paise: number; children: ReactNode }) {
  return (
    <Panel title={title}>
      <p className="text-2xl font-bold text-ink">
        <Price paise={paise} />
      </p>
      <p className="mt-1 text-sm text-ink-muted">{children}</p>
    </Panel>
  );
}
