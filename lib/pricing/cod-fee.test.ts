import { describe, expect, it } from "vitest";
import { codFeeSplit } from "./cod-fee";

describe("codFeeSplit", () => {
  it("splits a ₹49 fee at 5% into its taxable value and GST that add back to ₹49", () => {
    expect(codFeeSplit(4900, [500])).toEqual({ taxablePaise: 4667, gstPaise: 233, rateBasisPoints: 500 });
  });

  it("taxes a mixed order's fee at its highest rate", () => {
    expect(codFeeSplit(4900, [500, 1800, 500])).toEqual({ taxablePaise: 4153, gstPaise: 747, rateBasisPoints: 1800 });
  });

  it("a fee of 0 has no GST", () => {
    expect(codFeeSplit(0, [1800])).toEqual({ taxablePaise: 0, gstPaise: 0, rateBasisPoints: 1800 });
  });

  it("refuses a fee that is not whole paise", () => {
    expect(() => codFeeSplit(49.5, [500])).toThrow(RangeError);
  });
});
