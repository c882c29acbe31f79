import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireAdmin } from "@/lib/auth/guards";
import { clock } from "@/lib/clock";
import { getDb } from "@/lib/db";
import { normaliseMobile } from "@/lib/phone";
import { creditBalance } from "./balance";

// Admin → Store credit: what the shop owes all shoppers in credit (the sum of their balances, each
// derived from its ledger as the shopper's own page derives it), and one shopper found by email or
// mobile, with her balance, to adjust.

export type CreditShopper = { id: string; fullname: string; email: string | null; mobile: string | null; balancePaise: number };
export type CreditAdminView = { liabilityPaise: number; shoppers: number; found: CreditShopper | null; query: string };

export async function loadCreditAdmin(ctx: Ctx, query: string): Promise<CreditAdminView> {
  requireAdmin(ctx.caller);
  const db = getDb();
  const now = clock.now();
  const lines = await db.storeCreditEntry.findMany({ select: { userId: true, amountPaise: true, createdAt: true, expiresAt: true } });
  const byShopper = new Map<string, typeof lines>();
  for (const line of lines) byShopper.set(line.userId, [...(byShopper.get(line.userId) ?? []), line]);
  const balances = [...byShopper.values()].map((own) => creditBalance(own, now));
  const typed = query.trim().slice(0, 254);
  const mobile = normaliseMobile(typed);
  const user = typed
    ? await db.user.findFirst({
        where: mobile ? { mobile } : { email: { equals: typed, mode: "insensitive" } },
        select: { id: true, fullname: true, email: true, mobile: true },
      })
    : null;
  return {
    liabilityPaise: balances.reduce((sum, balance) => sum + balance, 0),
    shoppers: balances.filter((balance) => balance > 0).length,
    found: user ? { ...user, balancePaise: creditBalance(byShopper.get(user.id) ?? [], now) } : null,
    query: typed,
  };
}
