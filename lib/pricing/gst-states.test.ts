import { describe, expect, it } from "vitest";
import { STATE_NAMES } from "@/lib/accounts/addresses/india-locations";
import { GST_STATE_CODES, gstStateCode } from "./gst-states";

describe("GST state codes", () => {
  it("has one distinct code for each of the 36 states and union territories of the address forms", () => {
    expect(STATE_NAMES).toHaveLength(36);
    expect(Object.keys(GST_STATE_CODES).sort()).toEqual([...STATE_NAMES].sort());
    expect(new Set(Object.values(GST_STATE_CODES)).size).toBe(36);
  });

  it("gives the codes of a GSTIN's first two digits", () => {
    expect(gstStateCode("Maharashtra")).toBe("27");
    expect(gstStateCode("Uttar Pradesh")).toBe("09");
    expect(gstStateCode("Telangana")).toBe("36");
    expect(gstStateCode("Atlantis")).toBeUndefined();
    expect(gstStateCode("toString")).toBeUndefined();
  });
});
