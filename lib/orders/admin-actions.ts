"use server";

import { runAction } from "@/lib/http/action";
import { cancelOrder, updateOrder } from "./requested-moves";
import type { OrderView } from "./model/view";
import { sendDemoScan } from "./shipments/demo-courier";
import { answerForShopper } from "./shipments/failed-deliveries";
import { markReturnedParcelInspected } from "./shipments/returned-parcels";
import { saveCodRules } from "./cod-rules/rules-store";
import { formatIndianDateTime } from "@/lib/india-days";
import { updateCreditSettings } from "./returns/credit-settings";
import { quoteOwnerCredit } from "./returns/owner-credit-quote";
import type { REFUND_TO } from "./model/schemas";

type RefundTo = (typeof REFUND_TO)[number];

// The back office's door to the order moves (Manage Orders, Manage Returns): thin calls, the
// rules and the admin check live in lib/orders/requested-moves.ts. A move answers what its toast says.
export async function updateOrderAction(orderId: string, status: string, payoutReference?: string) {
  return runAction(async (ctx) =>
    movedNotice(await updateOrder(ctx, { orderId, status, payoutReference }, { payoutReferenceRequired: true })),
  );
}

/** The COD queue's "Confirmed on a call": the shopper said yes on the phone, recorded as hers. */
export async function confirmedOnCallAction(orderId: string) {
  return runAction(async (ctx) => movedNotice(await updateOrder(ctx, { orderId, status: "Confirmed", confirmedOnCall: true })));
}

/** "KS-… shipped with Delhivery, AWB 1234…" once a parcel is booked; else "KS-… is now Confirmed" (or Cancelled). */
function movedNotice(order: OrderView): string {
  const { publicOrderId: id, awbCode: awb, courierName: courier } = order;
  if (order.status === "SHIPPED" && awb) return `${id} shipped with ${courier ?? "the courier"}, AWB ${awb}`;
  return `${id} is now ${order.statusLabel}`;
}

/** `refundTo`: where a prepaid order's payment goes, the card ("original") or the shopper's store credit. */
export async function cancelOrderAction(orderId: string, reason: string, refundTo?: RefundTo) {
  return runAction(async (ctx) => movedNotice(await cancelOrder(ctx, { orderId, reason, refundTo })));
}

/** A parcel back at the shop before the courier said so (Mark Returned to Origin), with the owner's choice for a prepaid one. */
export async function returnedToOriginAction(orderId: string, refundTo?: RefundTo) {
  return runAction(async (ctx) => movedNotice(await updateOrder(ctx, { orderId, status: "RTO_DELIVERED", refundTo })));
}

/** What the owner's choice of store credit would give (the cancel and return-to-origin forms of a prepaid order). */
export async function quoteOwnerCreditAction(orderId: string) {
  return runAction((ctx) => quoteOwnerCredit(ctx, { orderId }));
}

/** The owner answers a failed delivery for the shopper (the Deliveries queue). */
export async function answerForShopperAction(input: unknown) {
  return runAction(async (ctx) => {
    const failure = await answerForShopper(ctx, input);
    return failure.answer === "RETURN"
      ? `${failure.publicOrderId} is coming back to the shop`
      : `${failure.publicOrderId}: the courier tries again on ${failure.reattemptOn}`;
  });
}

/** "Inspected: restock": the parcel's pieces back in stock, but for those the owner found damaged (`damaged`, by line). */
export async function markInspectedAction(orderId: string, damaged: { lineId: string; quantity: number }[] = []) {
  return runAction(async (ctx) => {
    const { publicOrderId, damagedPieces } = await markReturnedParcelInspected(ctx, { orderId, damaged });
    if (damagedPieces === 0) return `${publicOrderId} is back in stock`;
    return `${publicOrderId} is back in stock, but for ${damagedPieces} damaged piece${damagedPieces === 1 ? "" : "s"}`;
  });
}

export async function demoScanAction(orderId: string, scan: string) {
  return runAction(async (ctx) => `The courier's scan of ${(await sendDemoScan(ctx, { orderId, scan })).publicOrderId} is in`);
}

/** Admin → Cash on delivery: saves the rules as a new dated set (the checks and the audit live in rules-store.ts). */
export async function saveCodRulesAction(input: unknown) {
  return runAction(async (ctx) => {
    const saved = await saveCodRules(ctx, input);
    return saved.validFrom.getTime() > Date.now()
      ? `The new rules take effect on ${formatIndianDateTime(saved.validFrom)}`
      : "The new rules are in force";
  });
}

/** Manage Returns: the bonus on a return refunded to store credit (checked in returns/credit-settings.ts). */
export async function saveCreditSettingsAction(input: unknown) {
  return runAction(async (ctx) => {
    await updateCreditSettings(ctx, input);
    return "Store credit bonus saved";
  });
}
