import { describe, expect, it } from "vitest";
import { newPublicOrderId } from "./public-id";

describe("newPublicOrderId", () => {
  it("reads as shop, IST day and six unambiguous characters", () => {
    // 20:00 UTC on 22 November is already 23 November in India.
    const id = newPublicOrderId(new Date("2026-11-22T20:00:00Z"));
    expect(id).toMatch(/^KS-261123-[0-9A-HJKMNP-TV-Z]{6}$/);
  });

  it("does not repeat", () => {
    const ids = new Set(Array.from({ length: 2000 }, () => newPublicOrderId()));
    expect(ids.size).toBe(2000);
  });
});
