import { z } from "zod";
import { requiredText } from "@/lib/text-fields";

// One set of rules for the web UI and the /api/v1 order routes. Only identities and
// quantities are read from the client; prices, names and stock always come from the database.
export const MAX_CART_LINES = 50;
export const MAX_WISHLIST_LINES = 100;
/** Pieces of one size in one cart or order: far above a shopper's need, and every total stays an exact integer. */
export const MAX_QUANTITY = 1000;

export const QUANTITY_MESSAGE = "Quantity must be a whole number of at least 1";
export const SET_QUANTITY_MESSAGE = "Quantity must be a whole number of at least 0";
export const MAX_QUANTITY_MESSAGE = `Quantity must be at most ${MAX_QUANTITY}`;
export const CART_LIMIT_MESSAGE = `Your cart can hold at most ${MAX_CART_LINES} items`;
export const WISHLIST_LIMIT_MESSAGE = `Your wishlist can hold at most ${MAX_WISHLIST_LINES} items`;

const SIZE_MESSAGE = "Please select a size";
const LINE_SIZE_MESSAGE = "Each item needs a sizeId";

const sizeIdField = (message: string) => requiredText(message, 100, message);

/** A whole number from 1 to MAX_QUANTITY. */
export const quantityField = z
  .number({ error: QUANTITY_MESSAGE })
  .int(QUANTITY_MESSAGE)
  .min(1, QUANTITY_MESSAGE)
  .max(MAX_QUANTITY, MAX_QUANTITY_MESSAGE);

// A line of the whole-cart / whole-wishlist calls. productId and subDetailId are optional;
// when sent they must name the size's own product and variant. Every other field is dropped.
const identity = {
  sizeId: sizeIdField(LINE_SIZE_MESSAGE),
  productId: z.unknown().optional(),
  subDetailId: z.unknown().optional(),
};

export const cartLinesSchema = z.object({
  cart: z.array(z.object({ ...identity, quantity: quantityField }, { error: "Each cart item must be an object" })),
});

export const wishlistLinesSchema = z.object({
  wishlist: z.array(z.object(identity, { error: "Each wishlist item must be an object" })),
});

export const addToCartSchema = z.object({ sizeId: sizeIdField(SIZE_MESSAGE), quantity: quantityField.default(1) });

export const setCartQuantitySchema = z.object({
  sizeId: sizeIdField(SIZE_MESSAGE),
  quantity: z
    .number({ error: SET_QUANTITY_MESSAGE })
    .int(SET_QUANTITY_MESSAGE)
    .min(0, SET_QUANTITY_MESSAGE)
    .max(MAX_QUANTITY, MAX_QUANTITY_MESSAGE),
});

export const sizeOnlySchema = z.object({ sizeId: sizeIdField(SIZE_MESSAGE) });

/** A cart line moved to another size of its colour (the size picker on the line). */
export const changeCartSizeSchema = z.object({ sizeId: sizeIdField(SIZE_MESSAGE), toSizeId: sizeIdField(SIZE_MESSAGE) });

export const COUPON_REQUIRED_MESSAGE = "Enter a code";
export const COUPON_FORMAT_MESSAGE = "A code is 3 to 24 letters, digits, '-' or '_'";

/** A code as typed: 3 to 24 letters, digits, '-' or '_', spaces anywhere (the pattern the API document shows). */
const TYPED_CODE = /^\s*(?:[A-Za-z0-9_-]\s*){3,24}$/;

/** A promotion code as the shopper types it; spaces and case do not matter. */
export const couponSchema = z.object({
  code: requiredText(COUPON_REQUIRED_MESSAGE, 40, COUPON_FORMAT_MESSAGE)
    .regex(TYPED_CODE, COUPON_FORMAT_MESSAGE)
    .transform((code) => code.replace(/\s+/g, "").toUpperCase()),
});
