import { describe, expect, it } from "vitest";
import {
  apiStatus,
  customerStatusLabel,
  exchangeStage,
  moveRefusal,
  NOT_A_RETURN_MESSAGE,
  NOT_PICKED_UP_MESSAGE,
  parseStatus,
  PICKED_UP_CANCEL_MESSAGE,
  SHIPPED_CANCEL_MESSAGE,
} from "./status";

describe("parseStatus", () => {
  it("reads every spelling the spec shows, and the enum names", () => {
    expect(parseStatus("Pending")).toBe("PENDING");
    expect(parseStatus("DELIVERED")).toBe("DELIVERED");
    expect(parseStatus("CANCELED")).toBe("CANCELLED");
    expect(parseStatus("Cancelled")).toBe("CANCELLED");
    expect(parseStatus("canceled")).toBe("CANCELLED");
    expect(parseStatus("Return Picked Up")).toBe("RETURN_PICKED_UP");
    expect(parseStatus("return_requested")).toBe("RETURN_REQUESTED");
  });

  it("refuses anything else", () => {
    expect(parseStatus("Lost")).toBeNull();
    expect(parseStatus("")).toBeNull();
  });
});

describe("moveRefusal", () => {
  it("allows exactly the forward moves and the cancel before shipping", () => {
    expect(moveRefusal("PENDING", "CONFIRMED")).toBeNull();
    expect(moveRefusal("CONFIRMED", "SHIPPED")).toBeNull();
    expect(moveRefusal("SHIPPED", "DELIVERED")).toBeNull();
    expect(moveRefusal("PENDING", "CANCELLED")).toBeNull();
    expect(moveRefusal("CONFIRMED", "CANCELLED")).toBeNull();
  });

  it("explains every refusal", () => {
    expect(moveRefusal("PENDING", "SHIPPED")).toBe("A pending order cannot be marked shipped");
    expect(moveRefusal("DELIVERED", "CONFIRMED")).toBe("A delivered order cannot be marked confirmed");
    expect(moveRefusal("CANCELLED", "CANCELLED")).toBe("This order is already cancelled");
    expect(moveRefusal("SHIPPED", "CANCELLED")).toBe(SHIPPED_CANCEL_MESSAGE);
    expect(moveRefusal("DELIVERED", "CANCELLED")).toBe(SHIPPED_CANCEL_MESSAGE);
  });

  it("moves a return Requested → Picked up → Refunded, or Requested → Cancelled, and nothing else", () => {
    expect(moveRefusal("RETURN_REQUESTED", "RETURN_PICKED_UP")).toBeNull();
    expect(moveRefusal("RETURN_PICKED_UP", "REFUNDED")).toBeNull();
    expect(moveRefusal("RETURN_REQUESTED", "REFUNDED")).toBe(NOT_PICKED_UP_MESSAGE);
    expect(moveRefusal("DELIVERED", "RETURN_PICKED_UP")).toBe(NOT_A_RETURN_MESSAGE);
    expect(moveRefusal("REFUNDED", "REFUNDED")).toBe("This order is already refunded");
    expect(moveRefusal("RETURN_REQUESTED", "CANCELLED")).toBeNull();
    expect(moveRefusal("RETURN_PICKED_UP", "CANCELLED")).toBe(PICKED_UP_CANCEL_MESSAGE);
    expect(moveRefusal("REFUNDED", "CANCELLED")).toBe(PICKED_UP_CANCEL_MESSAGE);
    expect(moveRefusal("RETURN_PICKED_UP", "SHIPPED")).toBe("A return picked up order cannot be marked shipped");
  });
});

describe("exchangeStage", () => {
  const returned = (status: "RETURN_REQUESTED" | "RETURN_PICKED_UP" | "REFUNDED" | "CANCELLED", cancelledByCustomer = false) => ({
    status,
    cancelledByCustomer,
  });
  it("follows requested → picked up → replacement shipped → replacement delivered", () => {
    expect(exchangeStage(returned("RETURN_REQUESTED"), { status: "PENDING" })).toBe("Requested");
    expect(exchangeStage(returned("RETURN_PICKED_UP"), { status: "CONFIRMED" })).toBe("Picked up");
    expect(exchangeStage(returned("REFUNDED"), { status: "CONFIRMED" })).toBe("Picked up");
    expect(exchangeStage(returned("REFUNDED"), { status: "SHIPPED" })).toBe("Replacement shipped");
    expect(exchangeStage(returned("RETURN_PICKED_UP"), { status: "DELIVERED" })).toBe("Replacement delivered");
  });
  it("is Cancelled when the customer cancelled the return, Closed when the shop did", () => {
    expect(exchangeStage(returned("CANCELLED", true), { status: "CANCELLED" })).toBe("Cancelled");
    expect(exchangeStage(returned("CANCELLED"), { status: "CANCELLED" })).toBe("Closed");
  });
});

describe("customerStatusLabel", () => {
  it("reads Pending as Placed for the customer, while the API and admins keep Pending", () => {
    expect(customerStatusLabel("PENDING")).toBe("Placed");
    expect(customerStatusLabel("SHIPPED")).toBe("Shipped");
    expect(apiStatus("PENDING")).toBe("Pending");
  });
});
