import { z } from "zod";
import { readList } from "@/lib/cart/lines";
import { CART_LIMIT_MESSAGE, cartLinesSchema, couponSchema, MAX_CART_LINES } from "@/lib/cart/schemas";
import { AppError } from "@/lib/errors";
import { isIndianDate } from "@/lib/india-days";
import { cappedText, requiredText } from "@/lib/text-fields";
import { accepting, pageNumber, parseInput, wholeNumber } from "@/lib/validation";
import { RETURN_REASONS } from "./return-reasons";
import { isAdminMove, parseStatus } from "./status";

// What a client may say about an order: which saved address, which sizes and how many; how it
// moves, what it returns, which orders it lists. Prices, names, stock and totals always come
// from the database.
export const SELECT_ADDRESS_MESSAGE = "Select Any Address";
export const EMPTY_CART_MESSAGE = "Your cart is empty";
export const IDEMPOTENCY_KEY_MESSAGE = "Idempotency-Key must be 8 to 100 letters, digits, '-' or '_'";

export const orderAddressSchema = z.object({
  addressId: requiredText(SELECT_ADDRESS_MESSAGE, 100, SELECT_ADDRESS_MESSAGE),
});

export const idempotencyKeySchema = z.string({ error: IDEMPOTENCY_KEY_MESSAGE }).regex(/^[A-Za-z0-9_-]{8,100}$/, IDEMPOTENCY_KEY_MESSAGE);

export type OrderLineRequest = { sizeId: string; quantity: number; productId?: unknown; subDetailId?: unknown };
/** An order's `coupon`: a promotion code for this order; absent (or empty), the code saved on the cart (if any) is used. */
export const orderCouponSchema = z.object({
  coupon: z
    .preprocess((code) => (code === null || code === "" ? undefined : code), couponSchema.shape.code.optional())
    .describe("A promotion code for this order; when absent, the code saved on the cart (POST /cart/coupon), if any, is used"),
});

/** Our addition (issue 51): spend the shopper's store credit on this order before cash or the card. */
export const useStoreCreditSchema = z.object({
  useStoreCredit: z
    .boolean({ error: "useStoreCredit must be true or false" })
    .optional()
    .describe("Pay what the shopper's store credit covers first; the rest is cash on delivery or the online payment"),
});

/**
 * `coupon`: see orderCouponSchema. `storeCreditPaise` is never read from a client: capturePayment
 * writes it into the payment's draft, the credit that payment's order spends.
 */
export type OrderRequest = {
  addressId: string;
  lines: OrderLineRequest[];
  coupon?: string;
  useStoreCredit?: boolean;
  storeCreditPaise?: number;
};

/**
 * cashOnDelivery / capturePayment input: `addressId`, `cart` (JSON text or a list, as updateMyCart takes it),
 * an optional `coupon` and an optional `useStoreCredit`.
 */
export function parseOrderRequest(input: unknown): OrderRequest {
  const { addressId } = parseInput(orderAddressSchema, input);
  const list = readList(input, "cart", MAX_CART_LINES, CART_LIMIT_MESSAGE);
  const { cart } = parseInput(cartLinesSchema, { cart: list });
  if (cart.length === 0) throw new AppError("validation", EMPTY_CART_MESSAGE);
  const { coupon } = parseInput(orderCouponSchema, input);
  const { useStoreCredit } = parseInput(useStoreCreditSchema, input);
  return {
    addressId,
    lines: cart.map(({ sizeId, quantity, productId, subDetailId }) => ({ sizeId, quantity, productId, subDetailId })),
    ...(coupon ? { coupon } : {}),
    ...(useStoreCredit ? { useStoreCredit } : {}),
  };
}

/** The key from the Idempotency-Key header or the body's `idempotencyKey`; undefined when neither is sent. */
export function parseIdempotencyKey(header: string | null | undefined, input: unknown): string | undefined {
  const fromBody = typeof input === "object" && input !== null ? (input as Record<string, unknown>).idempotencyKey : undefined;
  const raw = header ?? fromBody;
  if (raw === undefined || raw === null || raw === "") return undefined;
  return parseInput(idempotencyKeySchema, raw);
}

export const orderIdSchema = z.object({
  orderId: requiredText("orderId is required", 100, "Order not found"),
});

// The moves of an order after it is placed (../requested-moves.ts).

/** Recorded when an admin cancels without a reason (the spec's cancelOrder sends only orderId). */
export const SHOP_CANCEL_REASON = "Cancelled by the shop";
export const REASON_MESSAGE = "The reason for cancelling must be at most 500 characters";
export const MOVE_STATUS_MESSAGE = "status must be Confirmed, Shipped, Delivered, Cancelled, Return Picked Up or Refunded";

const reasonSchema = z
  .string({ error: REASON_MESSAGE })
  .max(500, REASON_MESSAGE)
  .trim()
  .nullish()
  .transform((reason) => reason || SHOP_CANCEL_REASON);
export const REFUND_TO = ["original", "storeCredit"] as const;
const REFUND_TO_MESSAGE = "refundTo must be original or storeCredit";

/** The owner's choice on cancelling, or on a parcel back to origin, of a prepaid order (issue 51): its payment to store credit. */
const ownerRefundTo = z
  .enum(REFUND_TO, { error: REFUND_TO_MESSAGE })
  .optional()
  .describe("A prepaid order cancelled or returned to origin: `storeCredit` refunds what was paid online to the shopper's store credit");
export const cancelOrderSchema = orderIdSchema.extend({ reason: reasonSchema, refundTo: ownerRefundTo });
export const PAYOUT_REFERENCE_MESSAGE = "payoutReference must be the payout's reference (its UTR): 6 to 35 letters, digits, '-' or '/'";

export const updateOrderSchema = orderIdSchema.extend({
  status: z
    .string({ error: MOVE_STATUS_MESSAGE })
    .max(40, MOVE_STATUS_MESSAGE)
    .transform((value, context) => {
      const status = parseStatus(value);
      if (status && isAdminMove(status)) return status;
      context.addIssue({ code: "custom", message: MOVE_STATUS_MESSAGE });
      return z.NEVER;
    }),
  reason: z.unknown().optional(),
  refundTo: ownerRefundTo,
  /** Confirming a cash-on-delivery order that waits for the shopper: true when she said yes on a call (else the owner confirms without asking). */
  confirmedOnCall: z.boolean({ error: "confirmedOnCall must be true or false" }).optional(),
  /** Marking an owed refund Refunded by hand: the payout's reference (a bank transfer's UTR). */
  payoutReference: z
    .string({ error: PAYOUT_REFERENCE_MESSAGE })
    .trim()
    .regex(/^[A-Za-z0-9/-]{6,35}$/, PAYOUT_REFERENCE_MESSAGE)
    .optional()
    .describe("The payout's reference (a UTR), needed when a refund owed is marked paid by hand"),
});

// A return, and the exchange of some of its lines (../returns/request-return.ts, ../returns/exchange.ts).

export const REASON_CODE_MESSAGE = `reasonCode must be one of ${RETURN_REASONS.join(", ")}`;
export const REASON_TOO_LONG_MESSAGE = "The reason must be at most 1,000 characters";
export const CART_MESSAGE = "cart must be a list of { _id, currQty } with whole quantities from 0";
export const REPLACE_WITH_TYPE_MESSAGE = "replaceWith must be the id of a size";
export const UNKNOWN_SIZE_MESSAGE = "replaceWith names no size we sell";
const MAX_RETURN_LINES = 100;
export const UPI_FORM_MESSAGE = "Enter a UPI ID such as name@okaxis";
// A UPI ID (VPA) as Razorpay accepts one: a name of letters, digits, '.', '-' or '_', '@', the bank's handle.
const UPI_ID = /^[A-Za-z0-9._-]{2,256}@[A-Za-z]{2,64}$/;

const returnLineSchema = z
  .object({
    _id: z.string({ error: CART_MESSAGE }).max(100, CART_MESSAGE),
    currQty: z.number({ error: CART_MESSAGE }).int(CART_MESSAGE).min(0, CART_MESSAGE).max(10_000, CART_MESSAGE).optional(),
    quantity: z.number({ error: CART_MESSAGE }).int(CART_MESSAGE).min(0, CART_MESSAGE).max(10_000, CART_MESSAGE).optional(),
    // An exchange: the id of a size of the same product to send instead of refunding.
    replaceWith: z.string({ error: REPLACE_WITH_TYPE_MESSAGE }).max(100, UNKNOWN_SIZE_MESSAGE).nullish(),
  })
  .transform((line, context) => {
    // The spec's client sends the working quantity as currQty (quantity is what was bought).
    const chosen = line.currQty ?? line.quantity;
    if (chosen === undefined) {
      context.addIssue({ code: "custom", message: CART_MESSAGE });
      return z.NEVER;
    }
    return { lineId: line._id, quantity: chosen, replaceWith: line.replaceWith || undefined };
  });

const returnLines = z.array(returnLineSchema, { error: CART_MESSAGE }).max(MAX_RETURN_LINES, CART_MESSAGE);
/** The lines returned: a list, or its JSON text (as the spec sends the cart elsewhere). */
const returnCartSchema = accepting(
  z.preprocess((value) => {
    if (typeof value !== "string") return value;
    try {
      return JSON.parse(value);
    } catch {
      return null;
    }
  }, returnLines),
  z.union([returnLines, z.string().describe("The list as JSON text")]),
);

export const returnSchema = orderIdSchema.extend({
  // Free text with no rule (spec §5): empty or absent is kept as no reason.
  reason: cappedText(4_000, REASON_TOO_LONG_MESSAGE, "reason must be text")
    .trim()
    .max(1_000, REASON_TOO_LONG_MESSAGE)
    .nullish()
    .transform((reason) => reason || null),
  /** Our addition: the reason chosen from the list (../returns/return-reasons.ts); absent, the text's words decide. */
  reasonCode: z.enum(RETURN_REASONS, { error: REASON_CODE_MESSAGE }).optional(),
  cart: returnCartSchema.optional(),
  /** Our addition: where a cash-on-delivery return's refund goes, a UPI ID (`name@handle`), checked with its bank. */
  refundUpi: z
    .preprocess(
      (upi) => (typeof upi === "string" && upi.trim() === "" ? undefined : upi),
      z.string({ error: UPI_FORM_MESSAGE }).trim().max(300, UPI_FORM_MESSAGE).regex(UPI_ID, UPI_FORM_MESSAGE).optional(),
    )
    .describe("Where a cash-on-delivery return's refund is paid: a UPI ID such as name@okaxis"),
  /** Our addition (issue 51): the refund to store credit at pickup instead of the method paid; absent is "original". */
  refundTo: z
    .enum(REFUND_TO, { error: REFUND_TO_MESSAGE })
    .optional()
    .describe(
      "Where the refund goes: `original` (the default) by the method paid, after what store credit paid goes back to credit; `storeCredit` all to store credit when the courier picks the return up, with the owner's bonus",
    ),
});
export type ReturnRequest = z.output<typeof returnSchema>;

// The lists of orders (../queries.ts).

export const orderPagingSchema = z.object({
  page: pageNumber().optional(),
  limit: wholeNumber("limit must be from 1 to 100", 1, 100).optional(),
});
export type OrderPaging = z.output<typeof orderPagingSchema>;

export const ORDER_TYPE_MESSAGE = "type must be Order or Returns";
export const STATUS_FILTER_MESSAGE = "status is not a known order status";
export const ORDER_SEARCH_MESSAGE = "search must be at most 40 characters";
export const RETURN_KIND_MESSAGE = "kind must be Exchange or Refund";
export const FROM_DATE_MESSAGE = "from must be a date written YYYY-MM-DD, such as 2026-11-25";
export const TO_DATE_MESSAGE = "to must be a date written YYYY-MM-DD, such as 2026-11-25";
export const DATE_RANGE_MESSAGE = "from must be on or before to";

/** An optional day in India, YYYY-MM-DD; empty is no filter. */
const indianDateSchema = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(10, message)
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || isIndianDate(value), message);

export const orderListSchema = orderPagingSchema
  .extend({
    type: z.enum(["Order", "Returns"], { error: ORDER_TYPE_MESSAGE }).default("Order"),
    status: z
      .string({ error: STATUS_FILTER_MESSAGE })
      .max(40, STATUS_FILTER_MESSAGE)
      .optional()
      .transform((value, context) => {
        if (value === undefined || value.trim() === "") return undefined;
        const status = parseStatus(value);
        if (status) return status;
        context.addIssue({ code: "custom", message: STATUS_FILTER_MESSAGE });
        return z.NEVER;
      }),
    /** A public order id (or part of one) or a phone number. */
    search: cappedText(40, ORDER_SEARCH_MESSAGE)
      .trim()
      .optional()
      .transform((value) => value || undefined),
    /** Placed on or after this day in India (our addition to the spec's call, like `to`). */
    from: indianDateSchema(FROM_DATE_MESSAGE),
    /** Placed on or before this day in India. */
    to: indianDateSchema(TO_DATE_MESSAGE),
    /** Of the returns: those that exchange pieces (they have a replacement), or those that only refund. */
    kind: z
      .enum(["", "Exchange", "Refund"], { error: RETURN_KIND_MESSAGE })
      .optional()
      .transform((kind) => kind || undefined),
  })
  .refine(({ from, to }) => !from || !to || from <= to, { message: DATE_RANGE_MESSAGE, path: ["from"] });

// The answer to a failed delivery (../shipments/failed-deliveries.ts): a re-attempt on one of the next days, with the
// phone to call and a landmark, or the parcel back to the shop.
export const LANDMARK_MAX = 120;
export const REATTEMPT_DAY_MESSAGE = "Choose one of the days offered for the next attempt";
export const DELIVERY_PHONE_MESSAGE = "Enter the 10-digit mobile number the courier should call";
export const answerFailedDeliverySchema = z.discriminatedUnion(
  "answer",
  [
    z.object({
      failureId: z.string().min(1).max(40),
      answer: z.literal("REATTEMPT"),
      reattemptOn: z.string({ error: REATTEMPT_DAY_MESSAGE }).regex(/^\d{4}-\d{2}-\d{2}$/, REATTEMPT_DAY_MESSAGE),
      phone: cappedText(20, DELIVERY_PHONE_MESSAGE)
        .transform((phone) => phone.replace(/[\s-]/g, "").replace(/^(\+91|0)/, ""))
        .pipe(z.string().regex(/^[6-9]\d{9}$/, DELIVERY_PHONE_MESSAGE)),
      landmark: cappedText(LANDMARK_MAX, `The landmark must be at most ${LANDMARK_MAX} characters`).trim().optional().default(""),
    }),
    z.object({ failureId: z.string().min(1).max(40), answer: z.literal("RETURN") }),
  ],
  { error: "Choose a new delivery day or a return to us" },
);

// The owner's cash-on-delivery rules (Admin → Cash on delivery): rupees, whole; a maximum always below ₹2,00,000.
export const COD_MAX_MESSAGE = "The maximum must be a whole number of rupees from 0 to 1,99,999 (cash of ₹2,00,000 or more is not allowed)";
export const COD_MIN_MESSAGE = "The minimum must be a whole number of rupees, at most the maximum";
export const COD_FEE_MESSAGE = "The fee must be a whole number of rupees from 0 to 500";
export const COD_FIRST_ORDER_MESSAGE = "The first-order limit must be a whole number of rupees from 1 to 1,99,999, or empty";
export const COD_RTO_DAYS_MESSAGE = "The days after a return to origin must be a whole number from 1 to 365, or empty";
export const COD_PLACE_MESSAGE =
  "Each place must be a 6-digit pin code or the name of a state, with Allow, Pay online only, Block or Advance first";
export const COD_ADVANCE_MESSAGE = "The advance must be a whole number of rupees from 1 to 1,99,999, or empty";
export const COD_ADVANCE_PERCENT_MESSAGE = "The advance's percentage must be a whole number from 1 to 100, or empty";
export const COD_ADVANCE_ONE_MESSAGE = "Ask the advance as a sum or as a percentage, not both";
export const COD_ADVANCE_NEEDED_MESSAGE = "Say how much advance to ask (a sum or a percentage) for the rules that ask one";
export const COD_ADVANCE_FROM_MESSAGE = "The order value that asks an advance must be a whole number of rupees up to 1,99,999, or empty";
export const COD_ADVANCE_KEEP_MESSAGE = "What is kept of the advance must be a whole number of rupees up to 1,99,999";
export const COD_PLACES_LIMIT = 500;
export const COD_FROM_MESSAGE = "The rules can take effect now or on a day within a year, written YYYY-MM-DD";

const wholeRupees = (message: string, max: number) => wholeNumber(message, 0, max);
const optionalRupees = (message: string, min: number, max: number) =>
  z.preprocess((value) => (value === "" || value === undefined ? null : value), wholeNumber(message, min, max).nullable());

export const codPlaceSchema = z.object({
  kind: z.enum(["PIN", "STATE"], { error: COD_PLACE_MESSAGE }),
  value: z.string({ error: COD_PLACE_MESSAGE }).trim().min(2, { error: COD_PLACE_MESSAGE }).max(60, { error: COD_PLACE_MESSAGE }),
  effect: z.enum(["ALLOW", "PREPAID_ONLY", "BLOCK", "ADVANCE"], { error: COD_PLACE_MESSAGE }),
});

export const codRulesSchema = z
  .object({
    minOrderRupees: wholeRupees(COD_MIN_MESSAGE, 199_999),
    maxOrderRupees: wholeRupees(COD_MAX_MESSAGE, 199_999),
    feeRupees: wholeRupees(COD_FEE_MESSAGE, 500),
    firstOrderMaxRupees: optionalRupees(COD_FIRST_ORDER_MESSAGE, 1, 199_999),
    rtoLookbackDays: optionalRupees(COD_RTO_DAYS_MESSAGE, 1, 365),
    // The advance before cash on delivery (decision 115): how much, and who is asked.
    advanceRupees: optionalRupees(COD_ADVANCE_MESSAGE, 1, 199_999),
    advancePercent: optionalRupees(COD_ADVANCE_PERCENT_MESSAGE, 1, 100),
    advanceFromRupees: optionalRupees(COD_ADVANCE_FROM_MESSAGE, 0, 199_999),
    advanceOnRecentRto: z.boolean().default(false),
    advanceKeepRupees: wholeRupees(COD_ADVANCE_KEEP_MESSAGE, 199_999).default(0),
    places: z
      .array(codPlaceSchema, { error: COD_PLACE_MESSAGE })
      .max(COD_PLACES_LIMIT, { error: `At most ${COD_PLACES_LIMIT} places` })
      .default([]),
    /** Empty: from now; else the first IST day the rules apply. */
    from: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z.string({ error: COD_FROM_MESSAGE }).refine(isIndianDate, { error: COD_FROM_MESSAGE }).optional(),
    ),
  })
  .refine((rules) => rules.minOrderRupees <= rules.maxOrderRupees, { error: COD_MIN_MESSAGE, path: ["minOrderRupees"] })
  .refine((rules) => rules.advanceRupees === null || rules.advancePercent === null, {
    error: COD_ADVANCE_ONE_MESSAGE,
    path: ["advanceRupees"],
  })
  .refine(
    (rules) =>
      rules.advanceRupees !== null ||
      rules.advancePercent !== null ||
      (rules.advanceFromRupees === null && !rules.advanceOnRecentRto && !rules.places.some((place) => place.effect === "ADVANCE")),
    { error: COD_ADVANCE_NEEDED_MESSAGE, path: ["advanceRupees"] },
  );
