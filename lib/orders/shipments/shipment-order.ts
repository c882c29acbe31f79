import type { OrderWithLines } from "../model/view";
import { lineName } from "../model/view";
import type { ShipmentOrder } from "@/lib/shipping/types";

/** An order (or a return order, whose lines are the pieces coming back) as the shipping provider needs it. */
export function shipmentOrderOf(order: OrderWithLines, email: string): ShipmentOrder {
  return {
    reference: order.publicOrderId,
    placedAt: order.createdAt,
    cashOnDelivery: order.paymentType === "COD",
    totalPaise: order.totalPaise,
    roundOffPaise: order.roundOffPaise,
    codFeePaise: order.codFeePaise,
    storeCreditPaise: order.storeCreditPaise,
    customer: {
      name: order.shipName,
      line1: order.shipAddressLine1,
      line2: order.shipAddressLine2 ?? "",
      city: order.shipCity,
      state: order.shipState,
      pinCode: order.shipPinCode,
      phone: order.shipPhoneNumber,
      email,
    },
    lines: order.lines.map((line) => ({
      name: lineName(line),
      sku: line.sizeId ?? line.id,
      quantity: line.quantity,
      unitPricePaise: Math.round(line.lineTotalPaise / Math.max(1, line.quantity)),
      hsn: line.hsn,
    })),
  };
}
