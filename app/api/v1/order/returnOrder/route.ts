import { apiRoute } from "@/lib/http/api-route";
import { returnOrder } from "@/lib/orders/returns/request-return";
import { toOrderApi } from "@/lib/orders/model/api-view";

// { reason, orderId } returns everything left; { reason, orderId, cart: [{ _id, currQty }] } a part → { success, message, order } (the return)
export const POST = apiRoute("user", async (ctx, input) => ({
  message: "Return requested",
  order: toOrderApi(await returnOrder(ctx, input)),
}));
