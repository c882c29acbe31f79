import { describe, expect, it } from "vitest";
import { courierMove, isOutForDelivery } from "./courier-status";

describe("courierMove", () => {
  it.each([
    ["DELIVERED", "DELIVERED"],
    ["Delivered", "DELIVERED"],
    ["UNDELIVERED", "DELIVERY_FAILED"],
    ["UNDELIVERED-3rd Attempt", "DELIVERY_FAILED"],
    ["RTO INITIATED", "RTO_INITIATED"],
    ["RTO_OFD", "RTO_INITIATED"],
    ["RTO IN TRANSIT", "RTO_INITIATED"],
    ["RTO DELIVERED", "RTO_DELIVERED"],
    ["rto_delivered", "RTO_DELIVERED"],
    ["OUT FOR DELIVERY", "ON_THE_WAY"],
    ["IN TRANSIT", "ON_THE_WAY"],
    ["Return picked up", "PICKED_UP"],
    ["PICKED UP", "PICKED_UP"],
  ])("%s means %s", (label, move) => {
    expect(courierMove(label)).toBe(move);
  });

  it.each(["PICKUP SCHEDULED", "MANIFEST GENERATED", "NA", "", "OUT FOR PICKUP", "Booked"])("%s changes nothing", (label) => {
    expect(courierMove(label)).toBeNull();
  });

  // Matched on the whole label, from its start: a label that only contains the words says something
  // else, and reading it as a delivery or a pickup would close the order or start a refund.
  it.each(["NOT DELIVERED", "Not Delivered", "DELIVERED NOT", "Not picked up", "PICKED UP NOT", "SHIPMENT NOT PICKED UP", "NOT RTO"])(
    "%s changes nothing",
    (label) => {
      expect(courierMove(label)).toBeNull();
    },
  );
});

describe("isOutForDelivery", () => {
  it.each(["OUT FOR DELIVERY", "Out for delivery", "OUT_FOR_DELIVERY"])("%s is the parcel on its way to the door", (label) => {
    expect(isOutForDelivery(label)).toBe(true);
  });

  it.each(["RTO OFD", "OUT FOR PICKUP", "IN TRANSIT", "NOT OUT FOR DELIVERY", "DELIVERED"])("%s is not", (label) => {
    expect(isOutForDelivery(label)).toBe(false);
  });
});
