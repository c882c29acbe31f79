import { z } from "zod";
import { readList } from "@/lib/cart/lines";
import { CART_LIMIT_MESSAGE, cartLinesSchema, MAX_CART_LINES } from "@/lib/cart/schemas";
import { AppError } from "@/lib/errors";
import { requiredText } from "@/lib/text-fields";
import { parseInput } from "@/lib/validation";

// What a client may say about an order: which saved address, which sizes and how many.
// Prices, names, stock and totals always come from the database.
export const SELECT_ADDRESS_MESSAGE = "Select Any Address";
export const EMPTY_CART_MESSAGE = "Your cart is empty";
export const IDEMPOTENCY_KEY_MESSAGE = "Idempotency-Key must be 8 to 100 letters, digits, '-' or '_'";

export const orderAddressSchema = z.object({
  addressId: requiredText(SELECT_ADDRESS_MESSAGE, 100, SELECT_ADDRESS_MESSAGE),
});

export const idempotencyKeySchema = z.string({ error: IDEMPOTENCY_KEY_MESSAGE }).regex(/^[A-Za-z0-9_-]{8,100}$/, IDEMPOTENCY_KEY_MESSAGE);

export type OrderLineRequest = { sizeId: string; quantity: number; productId?: unknown; subDetailId?: unknown };
export type OrderRequest = { addressId: string; lines: OrderLineRequest[] };

/** cashOnDelivery / capturePayment input: `addressId` and `cart` (JSON text or a list, as updateMyCart takes it). */
export function parseOrderRequest(input: unknown): OrderRequest {
  const { addressId } = parseInput(orderAddressSchema, input);
  const list = readList(input, "cart", MAX_CART_LINES, CART_LIMIT_MESSAGE);
  const { cart } = parseInput(cartLinesSchema, { cart: list });
  if (cart.length === 0) throw new AppError("validation", EMPTY_CART_MESSAGE);
  return { addressId, lines: cart.map(({ sizeId, quantity, productId, subDetailId }) => ({ sizeId, quantity, productId, subDetailId })) };
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
