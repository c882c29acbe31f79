import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireUser } from "@/lib/auth/guards";
import { clock } from "@/lib/clock";
import { getDb } from "@/lib/db";
import { paiseToRupees } from "@/lib/pricing";
import { creditBalance } from "./balance";

// The shopper's own store credit, for the account page (paise) and GET /api/v1/user/storeCredit (rupees).

type CreditLineView = {
  id: string;
  amountPaise: number;
  reason: string;
  /** The order's number as the shopper knows it. */
  publicOrderId: string | null;
  createdAt: Date;
  expiresAt: Date | null;
};

export type StoreCreditView = { balancePaise: number; lines: CreditLineView[] };

/** The caller's balance and every line of the ledger, newest first. */
export async function myStoreCredit(ctx: Ctx): Promise<StoreCreditView> {
  const caller = requireUser(ctx.caller);
  const rows = await getDb().storeCreditEntry.findMany({
    where: { userId: caller.id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true, amountPaise: true, reason: true, createdAt: true, expiresAt: true, order: { select: { publicOrderId: true } } },
  });
  const lines = rows.map(({ order, ...row }) => ({ ...row, publicOrderId: order?.publicOrderId ?? null }));
  return { balancePaise: creditBalance(lines, clock.now()), lines };
}

/** The spec-style answer: rupees, ISO dates, optional fields left out when empty. */
export function toStoreCreditApi(view: StoreCreditView) {
  return {
    balance: paiseToRupees(view.balancePaise),
    entries: view.lines.map((line) => ({
      amount: paiseToRupees(line.amountPaise),
      reason: line.reason,
      ...(line.publicOrderId ? { orderId: line.publicOrderId } : {}),
      createdAt: line.createdAt.toISOString(),
      ...(line.expiresAt ? { expiresAt: line.expiresAt.toISOString() } : {}),
    })),
  };
}
