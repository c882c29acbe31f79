import { z } from "zod";
import { requiredText } from "@/lib/text-fields";

// A selection of orders from Manage Orders, for the moves and labels made on many at once
// (docs/decisions/073-shipping-in-bulk.md): at least one, at most BULK_LIMIT, each an order id
// (or a public id), repeats dropped.

export const BULK_LIMIT = 50;
export const NONE_SELECTED_MESSAGE = "Select at least one order";
export const TOO_MANY_MESSAGE = `Select at most ${BULK_LIMIT} orders at a time`;
const ORDER_ID_MESSAGE = "Each order id must be text of at most 100 characters";

export const orderIdsField = z
  .array(requiredText(ORDER_ID_MESSAGE, 100, ORDER_ID_MESSAGE), { error: NONE_SELECTED_MESSAGE })
  .min(1, NONE_SELECTED_MESSAGE)
  .max(BULK_LIMIT, TOO_MANY_MESSAGE)
  .transform((ids) => [...new Set(ids)]);

export const orderSelectionSchema = z.object({ orderIds: orderIdsField });
