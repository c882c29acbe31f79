import { describe, expect, it } from "vitest";
import { cashRoundOff, formatRoundOff, roundOffReturned } from "./round-off";

describe("cashRoundOff", () => {
  it("rounds to the nearest rupee, halves up, within -49 to +50 paise", () => {
    expect(cashRoundOff(52_395)).toBe(5);
    expect(cashRoundOff(104_930)).toBe(-30);
    expect(cashRoundOff(52_350)).toBe(50);
    expect(cashRoundOff(52_349)).toBe(-49);
    expect(cashRoundOff(52_400)).toBe(0);
    expect(cashRoundOff(0)).toBe(0);
  });

  it("refuses what is not paise", () => {
    expect(() => cashRoundOff(-1)).toThrow(RangeError);
    expect(() => cashRoundOff(1.5)).toThrow(RangeError);
  });
});

describe("roundOffReturned", () => {
  it("goes back only with the last pieces, refunded", () => {
    expect(roundOffReturned(5, { lastPieces: false, replacing: false })).toBe(0);
    expect(roundOffReturned(5, { lastPieces: true, replacing: false })).toBe(5);
    expect(roundOffReturned(-30, { lastPieces: true, replacing: false })).toBe(-30);
  });

  it("stays with an exchange", () => {
    expect(roundOffReturned(-30, { lastPieces: true, replacing: true })).toBe(0);
  });
});

describe("formatRoundOff", () => {
  it("shows the sign", () => {
    expect(formatRoundOff(5)).toBe("+₹0.05");
    expect(formatRoundOff(-30)).toBe("-₹0.30");
    expect(formatRoundOff(50)).toBe("+₹0.50");
  });
});
