import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireAdmin } from "@/lib/auth/guards";
import { codRuleChanges } from "@/lib/orders/cod-rules/changes";
import type { CodRules } from "@/lib/orders/cod-rules/decide";
import { builtInCodRules, codRuleHistory, codRulesAt } from "@/lib/orders/cod-rules/rules-store";
import { GST_STATE_CODES } from "@/lib/pricing/gst-states";

// Admin → Cash on delivery: the rules in force now, any set saved for a later day, and the last
// saves with who made them and what they changed from the set before.
const HISTORY = 10;

export type CodRulesPage = {
  inForce: CodRules;
  /** Sets saved to take effect on a later day, soonest first. */
  scheduled: CodRules[];
  history: { id: string; validFrom: Date; createdAt: Date; createdBy: string | null; changes: string[] }[];
  states: string[];
};

export async function loadCodRulesPage(ctx: Ctx, now = new Date()): Promise<CodRulesPage> {
  requireAdmin(ctx.caller);
  // One more than shown, so the oldest shown has a set to compare with.
  const [inForce, sets] = await Promise.all([codRulesAt(now), codRuleHistory(ctx, HISTORY + 1)]);
  // With every set read, the first one saved replaced the built-in rules.
  const first = sets.length <= HISTORY ? builtInCodRules() : null;
  return {
    inForce,
    scheduled: sets.filter((set) => set.validFrom.getTime() > now.getTime()).reverse(),
    history: sets.slice(0, HISTORY).map((set, index) => ({
      id: set.id!,
      validFrom: set.validFrom,
      createdAt: set.createdAt,
      createdBy: set.createdBy,
      changes: codRuleChanges(sets[index + 1] ?? first, set),
    })),
    states: Object.keys(GST_STATE_CODES).sort((a, b) => a.localeCompare(b)),
  };
}
