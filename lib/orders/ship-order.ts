import "server-only";
import type { Caller } from "@/lib/auth/caller";
import { bookShipment, claimShipment, releaseShipment } from "./book-shipment";
import { move } from "./move";
import type { OrderView } from "./view";

/** Books the parcel with the shipping provider (no transaction open meanwhile), then makes the move, which records its AWB. */
export async function shipOrder(actor: Caller, orderId: string): Promise<OrderView> {
  const claim = await claimShipment(orderId);
  try {
    await bookShipment(claim);
    return await move({ actor, orderId: claim.orderId, to: "SHIPPED", ownOnly: false });
  } finally {
    await releaseShipment(claim);
  }
}
