import { describe, expect, it } from "vitest";
import { orderMoves, replacementMoves, returnMoves } from "./order-moves";

const statuses = (offer: { moves: { status: string }[] }) => offer.moves.map((move) => move.status);
const cod = (rupees: number) => ({ paymentType: "COD" as const, totals: { totalPaise: rupees * 100 } });
const prepaid = (rupees: number) => ({ paymentType: "PREPAID" as const, totals: { totalPaise: rupees * 100 } });

describe("the moves Manage Orders offers", () => {
  it("offers only what the state machine allows from each status", () => {
    expect(orderMoves("PENDING")).toEqual({ moves: [{ status: "CONFIRMED", label: "Confirm" }], canCancel: true });
    expect(orderMoves("CONFIRMED")).toEqual({ moves: [{ status: "SHIPPED", label: "Ship" }], canCancel: true });
    expect(orderMoves("SHIPPED")).toEqual({ moves: [{ status: "DELIVERED", label: "Mark Delivered" }], canCancel: false });
    expect(orderMoves("DELIVERED")).toEqual({ moves: [], canCancel: false });
    expect(orderMoves("CANCELLED")).toEqual({ moves: [], canCancel: false });
  });

  it("offers Mark Returned to Origin, with the refund's choice, only on a parcel the courier is bringing back", () => {
    expect(orderMoves("RTO_INITIATED")).toEqual({
      moves: [{ status: "RTO_DELIVERED", label: "Mark Returned to Origin", refundChoice: true }],
      canCancel: false,
    });
    expect(statuses(orderMoves("DELIVERY_FAILED"))).toEqual(["SHIPPED", "DELIVERED"]);
  });
});

describe("the moves Manage Returns offers a return", () => {
  it("offers the pickup and a close (the admin's cancel) before the pickup, and nothing once closed or refunded", () => {
    expect(returnMoves("RETURN_REQUESTED", cod(1_499))).toEqual({
      moves: [{ status: "RETURN_PICKED_UP", label: "Mark Picked Up" }],
      canCancel: true,
    });
    expect(returnMoves("RETURN_REQUESTED", prepaid(0)).canCancel).toBe(true);
    expect(returnMoves("REFUNDED", cod(1_499))).toEqual({ moves: [], canCancel: false });
    expect(returnMoves("CANCELLED", cod(1_499))).toEqual({ moves: [], canCancel: false });
  });

  it("gives every refund owed its action: Mark Refund Paid with a reference, and for a prepaid one Retry refund", () => {
    expect(returnMoves("RETURN_PICKED_UP", cod(1_499))).toEqual({
      moves: [{ status: "REFUNDED", label: "Mark Refund Paid", payout: true }],
      canCancel: false,
    });
    expect(returnMoves("RETURN_PICKED_UP", prepaid(210))).toEqual({
      moves: [
        { status: "REFUNDED", label: "Retry refund" },
        { status: "REFUNDED", label: "Mark Refund Paid", payout: true },
      ],
      canCancel: false,
    });
    // An exchange whose replacement costs what was paid owes nothing.
    expect(returnMoves("RETURN_PICKED_UP", cod(0))).toEqual({ moves: [], canCancel: false });
    expect(returnMoves("RETURN_PICKED_UP", prepaid(0))).toEqual({ moves: [], canCancel: false });
  });
});

describe("the moves Manage Returns offers an exchange's replacement", () => {
  it("never confirms nor cancels it (its return does), ships it when confirmed and delivers it when shipped", () => {
    expect(replacementMoves("PENDING")).toEqual({ moves: [], canCancel: false });
    // Confirmed and not shipped: its booking job failed or has not run yet; Ship books it again.
    expect(replacementMoves("CONFIRMED")).toEqual({ moves: [{ status: "SHIPPED", label: "Ship" }], canCancel: false });
    expect(replacementMoves("SHIPPED")).toEqual({ moves: [{ status: "DELIVERED", label: "Mark Delivered" }], canCancel: false });
    expect(statuses(replacementMoves("DELIVERED"))).toEqual([]);
    expect(statuses(replacementMoves("CANCELLED"))).toEqual([]);
  });
});
