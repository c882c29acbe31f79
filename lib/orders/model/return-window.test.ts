import { describe, expect, it } from "vitest";
import { NOT_RETURNABLE_MESSAGE, returnRefusal, WINDOW_CLOSED_MESSAGE } from "./return-window";

const deliveredAt = new Date("2026-11-20T10:00:00Z");
const delivered = { orderType: "ORDER", status: "DELIVERED", deliveredAt } as const;
const later = (ms: number) => new Date(deliveredAt.getTime() + ms);
const DAYS_3 = 3 * 24 * 60 * 60 * 1000;

describe("returnRefusal (delivered less than 3 days ago, by the server's clock)", () => {
  it("accepts a delivered order up to just before 3 days, refuses from 3 days on", () => {
    expect(returnRefusal(delivered, later(0))).toBeNull();
    expect(returnRefusal(delivered, later(DAYS_3 - 1))).toBeNull();
    expect(returnRefusal(delivered, later(DAYS_3))).toBe(WINDOW_CLOSED_MESSAGE);
  });

  it("refuses anything but a delivered order of type Order", () => {
    expect(returnRefusal({ ...delivered, status: "SHIPPED" }, later(0))).toBe(NOT_RETURNABLE_MESSAGE);
    expect(returnRefusal({ ...delivered, orderType: "RETURN" }, later(0))).toBe(NOT_RETURNABLE_MESSAGE);
    expect(returnRefusal({ ...delivered, deliveredAt: null }, later(0))).toBe(NOT_RETURNABLE_MESSAGE);
  });
});
