import { describe, expect, it } from "vitest";
import { localMessage } from "@/lib/i18n/local-message";
import { errors } from "@/lib/i18n/messages/errors";
import { orderDeliveryEstimate } from "@/lib/orders/shipments/delivery-estimate";
import { orderTimeline } from "@/lib/orders/model/timeline";

const placed = new Date("2026-11-25T05:00:00Z");
const order = (overrides: { status?: "PENDING" | "CANCELLED" | "DELIVERED"; pinCode?: string; kind?: "Order" | "Return" } = {}) => {
  const status = overrides.status ?? "PENDING";
  return {
    kind: overrides.kind ?? "Order",
    createdAt: placed,
    address: { pinCode: overrides.pinCode ?? "110001" },
    timeline: orderTimeline({
      status,
      createdAt: placed,
      confirmedAt: status === "DELIVERED" ? placed : null,
      shippedAt: status === "DELIVERED" ? placed : null,
      deliveredAt: status === "DELIVERED" ? placed : null,
      deliveryFailedAt: null,
      statusChangedAt: placed,
    }),
  } as Parameters<typeof orderDeliveryEstimate>[0];
};

describe("orderDeliveryEstimate", () => {
  it("answers the courier's day for an order on its way, counted from when it was placed", async () => {
    expect(await orderDeliveryEstimate(order())).toMatch(/^Delivery by (Mon|Tue|Wed|Thu|Fri|Sat) \d{1,2} [A-Z][a-z]{2}$/);
  });

  it("writes the day in Hindi for a Hindi page, which shows the whole line in Hindi", async () => {
    const hindi = await orderDeliveryEstimate(order(), "hi");
    expect(hindi).toMatch(/^Delivery by [\u0900-\u097F]+, \d{1,2} [\u0900-\u097F]+॰?$/);
    expect(localMessage(errors, "hi", hindi!)).not.toMatch(/[A-Za-z]/);
  });

  it("answers nothing once delivered or cancelled, for a return, or where nobody delivers", async () => {
    expect(await orderDeliveryEstimate(order({ status: "DELIVERED" }))).toBeNull();
    expect(await orderDeliveryEstimate(order({ status: "CANCELLED" }))).toBeNull();
    expect(await orderDeliveryEstimate(order({ kind: "Return" }))).toBeNull();
    expect(await orderDeliveryEstimate(order({ pinCode: "900001" }))).toBeNull();
  });
});
