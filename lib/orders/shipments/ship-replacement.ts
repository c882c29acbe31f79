import "server-only";
import { getDb } from "@/lib/db";
import { SHOP_JOB } from "../moves/apply-move";
import { shipOrder } from "./ship-order";

/**
 * The job queued when an exchange's return is picked up: books the replacement's parcel with the
 * shipping provider and marks it shipped. Run again after a failure it goes on from the step that
 * failed; a replacement already shipped (by an admin meanwhile) is left alone.
 */
export async function shipReplacement(replacementId: string): Promise<void> {
  const replacement = await getDb().order.findUnique({ where: { id: replacementId }, select: { orderType: true, status: true } });
  if (replacement?.orderType !== "REPLACEMENT" || replacement.status !== "CONFIRMED") return;
  await shipOrder(SHOP_JOB, replacementId);
}
