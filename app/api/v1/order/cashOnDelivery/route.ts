import { apiRoute } from "@/lib/http/api-route";
import { cashOnDelivery } from "@/lib/orders/place/place-order";
import { toOrderApi } from "@/lib/orders/model/api-view";

// { addressId, cart: "<JSON text>" | [...] } (+ Idempotency-Key header) → { success, message, order }
export const POST = apiRoute("user", async (ctx, input, request) => ({
  message: "Order placed successfully",
  order: toOrderApi(await cashOnDelivery(ctx, input, request.headers.get("idempotency-key"))),
}));
