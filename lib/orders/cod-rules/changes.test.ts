import { describe, expect, it } from "vitest";
import { auditedCodRuleChanges, codRuleChanges, type ComparableRules } from "./changes";

const base: ComparableRules = {
  minOrderPaise: 0,
  maxOrderPaise: 5_000_000,
  feePaise: 0,
  firstOrderMaxPaise: null,
  rtoLookbackDays: null,
  places: [{ kind: "STATE", value: "Kerala", effect: "PREPAID_ONLY" }],
};

describe("codRuleChanges", () => {
  it("names each changed value and each place added, changed or removed", () => {
    const after: ComparableRules = {
      ...base,
      feePaise: 4_900,
      rtoLookbackDays: 180,
      places: [
        { kind: "PIN", value: "110001", effect: "BLOCK" },
        { kind: "STATE", value: "Assam", effect: "ALLOW" },
      ],
    };
    expect(codRuleChanges(base, after)).toEqual([
      "Fee: ₹0 → ₹49",
      "Online only after a return to origin within: none → 180 days",
      "Assam: Allowed (added)",
      "Kerala: removed (was Pay online only)",
      "Pin code 110001: Blocked (added)",
    ]);
  });

  it("says so when nothing changed, and when there was nothing before", () => {
    expect(codRuleChanges(base, base)).toEqual(["Saved again, unchanged"]);
    expect(codRuleChanges(null, base)).toEqual(["First rules saved"]);
  });

  it("reads an audit entry's before and after, and nothing else", () => {
    const stored = JSON.parse(JSON.stringify({ before: base, after: { ...base, maxOrderPaise: 1_000_000 } }));
    expect(auditedCodRuleChanges(stored)).toEqual(["Maximum order: ₹50,000 → ₹10,000"]);
    expect(auditedCodRuleChanges({ from: "PENDING", to: "CONFIRMED" })).toBeNull();
    expect(auditedCodRuleChanges(null)).toBeNull();
  });

  it("names the advance's changes, and reads a set saved before the advance existed as none asked", () => {
    const withAdvance: ComparableRules = {
      ...base,
      advanceFixedPaise: 20_000,
      advancePercent: null,
      advanceFromPaise: null,
      advanceOnRecentRto: true,
      advanceKeepPaise: 15_000,
      places: [...base.places, { kind: "PIN", value: "342001", effect: "ADVANCE" }],
    };
    expect(codRuleChanges(base, withAdvance)).toEqual([
      "Advance: none → ₹200",
      "Advance after a return to origin: no → yes",
      "Kept of the advance if the parcel is refused: ₹0 → ₹150",
      "Pin code 342001: Advance first (added)",
    ]);
    expect(codRuleChanges(base, { ...base, advanceFixedPaise: null, advanceKeepPaise: 0, advanceOnRecentRto: false })).toEqual([
      "Saved again, unchanged",
    ]);
  });
});
