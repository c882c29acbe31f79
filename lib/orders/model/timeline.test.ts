import { describe, expect, it } from "vitest";
import { orderTimeline } from "./timeline";

const placed = new Date("2026-11-20T05:00:00Z");
const confirmed = new Date("2026-11-20T09:00:00Z");
const base = { createdAt: placed, confirmedAt: null, shippedAt: null, deliveredAt: null, deliveryFailedAt: null, statusChangedAt: placed };

describe("orderTimeline", () => {
  it("marks the steps done by their stamps, the rest to come", () => {
    expect(orderTimeline({ ...base, status: "CONFIRMED", confirmedAt: confirmed, statusChangedAt: confirmed })).toEqual([
      { label: "Placed", at: placed.toISOString(), state: "done" },
      { label: "Confirmed", at: confirmed.toISOString(), state: "done" },
      { label: "Shipped", at: null, state: "next" },
      { label: "Delivered", at: null, state: "next" },
    ]);
  });

  it("stops a cancelled order after its last step done, with when it was cancelled", () => {
    const cancelled = new Date("2026-11-21T05:00:00Z");
    expect(orderTimeline({ ...base, status: "CANCELLED", confirmedAt: confirmed, statusChangedAt: cancelled })).toEqual([
      { label: "Placed", at: placed.toISOString(), state: "done" },
      { label: "Confirmed", at: confirmed.toISOString(), state: "done" },
      { label: "Cancelled", at: cancelled.toISOString(), state: "cancelled" },
    ]);
  });

  it("shows a failed delivery before the delivery still to come, and stops a parcel turned back", () => {
    const shipped = new Date("2026-11-21T05:00:00Z");
    const failed = new Date("2026-11-23T05:00:00Z");
    const stamps = { ...base, confirmedAt: confirmed, shippedAt: shipped, deliveryFailedAt: failed, statusChangedAt: failed };
    expect(orderTimeline({ ...stamps, status: "DELIVERY_FAILED" }).map((step) => [step.label, step.state])).toEqual([
      ["Placed", "done"],
      ["Confirmed", "done"],
      ["Shipped", "done"],
      ["Delivery attempt failed", "cancelled"],
      ["Delivered", "next"],
    ]);
    expect(orderTimeline({ ...stamps, status: "RTO_DELIVERED" }).at(-1)).toEqual({
      label: "Returned to us",
      at: failed.toISOString(),
      state: "cancelled",
    });
  });
});
