import "server-only";
import { bookShipment, claimShipment, releaseShipment } from "./book-shipment";
import { move, type MoveActor } from "../moves/apply-move";
import type { OrderView } from "../model/view";

/** Books the parcel with the shipping provider (no transaction open meanwhile), then makes the move, which records its AWB. */
export async function shipOrder(actor: MoveActor, orderId: string): Promise<OrderView> {
  const claim = await claimShipment(orderId);
  try {
    await bookShipment(claim);
    return await move({ actor, orderId: claim.orderId, to: "SHIPPED", ownOnly: false });
  } finally {
    await releaseShipment(claim);
  }
}
