import { describe, expect, it } from "vitest";
import { formatCode, hashCode, newCode, readCode } from "./code";

describe("gift-card codes", () => {
  it("are 16 characters with no 0, O, 1, I or L, and differ each time", () => {
    const codes = Array.from({ length: 200 }, newCode);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{16}$/);
    expect(new Set(codes).size).toBe(200);
  });

  it("are read back as typed: any case, spaces or dashes between groups", () => {
    const code = "ABCD2345EFGH6789";
    expect(formatCode(code)).toBe("ABCD-2345-EFGH-6789");
    expect(readCode("abcd-2345 efgh-6789")).toBe(code);
    expect(hashCode(readCode(formatCode(code))!)).toBe(hashCode(code));
  });

  it("refuse what cannot be a code", () => {
    expect(readCode("ABCD-2345-EFGH-678")).toBeNull();
    expect(readCode("ABCD-2345-EFGH-6780")).toBeNull();
    expect(readCode("")).toBeNull();
  });
});
