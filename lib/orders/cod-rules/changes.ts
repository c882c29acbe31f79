import { formatINR } from "@/lib/pricing";
import type { CodAdvanceRules, CodPlaceEffect, CodPlaceRule, CodRules } from "./decide";

// The owner's words for the rules (Admin → Cash on delivery, its history and the audit log): what a
// place rule does, and what changed from one set of rules to the next.

export const PLACE_EFFECT_LABEL: Readonly<Record<CodPlaceEffect, string>> = {
  ALLOW: "Allowed",
  PREPAID_ONLY: "Pay online only",
  BLOCK: "Blocked",
  ADVANCE: "Advance first",
};

/** The values a change compares; a stored audit entry holds them as JSON. */
export type ComparableRules = Pick<CodRules, "minOrderPaise" | "maxOrderPaise" | "feePaise" | "firstOrderMaxPaise" | "rtoLookbackDays"> &
  Partial<CodAdvanceRules> & { places: readonly CodPlaceRule[] };

export const placeLabel = (place: Pick<CodPlaceRule, "kind" | "value">) => (place.kind === "PIN" ? `Pin code ${place.value}` : place.value);

const money = (paise: number | null) => (paise === null ? "none" : formatINR(paise));
const days = (value: number | null) => (value === null ? "none" : `${value} days`);
const advance = (rules: Partial<CodAdvanceRules>) =>
  rules.advancePercent != null ? `${rules.advancePercent}%` : money(rules.advanceFixedPaise ?? null);

/** The advance in the owner's words: "₹200, kept up to ₹150 if refused" or "None". */
export function advanceLabel(rules: CodAdvanceRules): string {
  const amount = advance(rules);
  return amount === "none" ? "None" : `${amount}, kept up to ${formatINR(rules.advanceKeepPaise)} if the parcel is refused`;
}

/** "Fee: ₹0 → ₹49", "Pin code 110001: Pay online only (added)": every difference, values first, then places by name. */
export function codRuleChanges(before: ComparableRules | null, after: ComparableRules): string[] {
  if (!before) return ["First rules saved"];
  const changes: string[] = [];
  const compare = <T>(label: string, from: T, to: T, show: (value: T) => string) => {
    if (from !== to) changes.push(`${label}: ${show(from)} → ${show(to)}`);
  };
  compare("Minimum order", before.minOrderPaise, after.minOrderPaise, money);
  compare("Maximum order", before.maxOrderPaise, after.maxOrderPaise, money);
  compare("Fee", before.feePaise, after.feePaise, money);
  compare("First order online only above", before.firstOrderMaxPaise, after.firstOrderMaxPaise, money);
  compare("Online only after a return to origin within", before.rtoLookbackDays, after.rtoLookbackDays, days);
  // Sets saved before the advance existed hold none of its fields: the same as none asked.
  compare("Advance", advance(before), advance(after), String);
  compare("Advance from orders of", before.advanceFromPaise ?? null, after.advanceFromPaise ?? null, money);
  compare("Advance after a return to origin", before.advanceOnRecentRto ?? false, after.advanceOnRecentRto ?? false, (on) =>
    on ? "yes" : "no",
  );
  compare("Kept of the advance if the parcel is refused", before.advanceKeepPaise ?? 0, after.advanceKeepPaise ?? 0, money);
  const key = (place: CodPlaceRule) => `${place.kind}:${place.value}`;
  const was = new Map(before.places.map((place) => [key(place), place]));
  const now = new Map(after.places.map((place) => [key(place), place]));
  const placeChanges: [string, string][] = [];
  for (const [id, place] of now) {
    const old = was.get(id);
    if (!old) placeChanges.push([placeLabel(place), `${placeLabel(place)}: ${PLACE_EFFECT_LABEL[place.effect]} (added)`]);
    else if (old.effect !== place.effect) {
      placeChanges.push([
        placeLabel(place),
        `${placeLabel(place)}: ${PLACE_EFFECT_LABEL[old.effect]} → ${PLACE_EFFECT_LABEL[place.effect]}`,
      ]);
    }
  }
  for (const [id, place] of was) {
    if (!now.has(id)) placeChanges.push([placeLabel(place), `${placeLabel(place)}: removed (was ${PLACE_EFFECT_LABEL[place.effect]})`]);
  }
  placeChanges.sort(([a], [b]) => a.localeCompare(b));
  changes.push(...placeChanges.map(([, text]) => text));
  return changes.length > 0 ? changes : ["Saved again, unchanged"];
}

/** The audit entry of `cod.rules_saved` as words, or null for any other entry. */
export function auditedCodRuleChanges(data: unknown): string[] | null {
  if (data === null || typeof data !== "object") return null;
  const { before, after } = data as { before?: unknown; after?: unknown };
  if (!isComparable(before) || !isComparable(after)) return null;
  return codRuleChanges(before, after);
}

function isComparable(value: unknown): value is ComparableRules {
  if (value === null || typeof value !== "object") return false;
  const rules = value as Record<string, unknown>;
  return typeof rules.maxOrderPaise === "number" && typeof rules.feePaise === "number" && Array.isArray(rules.places);
}
