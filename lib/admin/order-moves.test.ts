import { describe, expect, it } from "vitest";
import { orderMoves, returnMoves } from "./order-moves";

describe("the moves Manage Orders offers", () => {
  it("offers only what the state machine allows from each status", () => {
    expect(orderMoves("PENDING")).toEqual({ moves: [{ status: "CONFIRMED", label: "Confirm" }], canCancel: true });
    expect(orderMoves("CONFIRMED")).toEqual({ moves: [{ status: "SHIPPED", label: "Ship" }], canCancel: true });
    expect(orderMoves("SHIPPED")).toEqual({ moves: [{ status: "DELIVERED", label: "Mark Delivered" }], canCancel: false });
    expect(orderMoves("DELIVERED")).toEqual({ moves: [], canCancel: false });
    expect(orderMoves("CANCELLED")).toEqual({ moves: [], canCancel: false });
  });

  it("offers a return its next step and never a cancel", () => {
    expect(returnMoves("RETURN_REQUESTED").moves.map((move) => move.status)).toEqual(["RETURN_PICKED_UP"]);
    expect(returnMoves("RETURN_PICKED_UP").moves.map((move) => move.status)).toEqual(["REFUNDED"]);
    expect(returnMoves("REFUNDED")).toEqual({ moves: [], canCancel: false });
  });
});
