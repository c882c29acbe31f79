import { describe, expect, it } from "vitest";
import { creditBalance } from "./balance";

const at = (day: number) => new Date(Date.UTC(2026, 11, day));
const line = (amountPaise: number, day: number, expiresDay?: number) => ({
  amountPaise,
  createdAt: at(day),
  expiresAt: expiresDay === undefined ? null : at(expiresDay),
});

describe("creditBalance", () => {
  it("sums credits and spends", () => {
    expect(creditBalance([line(50_000, 1), line(-20_000, 2), line(10_000, 3)], at(4))).toBe(40_000);
  });

  it("is zero with no lines", () => {
    expect(creditBalance([], at(1))).toBe(0);
  });

  it("drops what is unspent of a credit once it lapses", () => {
    const lines = [line(30_000, 1, 10), line(-10_000, 2)];
    expect(creditBalance(lines, at(9))).toBe(20_000);
    expect(creditBalance(lines, at(10))).toBe(0);
  });

  it("spends the credit that lapses first, keeping the undated one", () => {
    const lines = [line(20_000, 1), line(20_000, 2, 10), line(-15_000, 3)];
    // The spend came out of the dated lot: 5,000 of it lapses, the undated 20,000 stays.
    expect(creditBalance(lines, at(11))).toBe(20_000);
  });

  it("never lets a lapsed credit pay a later spend, nor goes below zero", () => {
    const lines = [line(10_000, 1, 5), line(-10_000, 6)];
    expect(creditBalance(lines, at(7))).toBe(0);
  });

  it("reads the lines in time order whatever order they come in", () => {
    expect(creditBalance([line(-5_000, 3), line(8_000, 1)], at(4))).toBe(3_000);
  });
});
