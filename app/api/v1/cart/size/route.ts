import { toCartApiView } from "@/lib/cart/api-view";
import { changeCartSize } from "@/lib/cart/change-size";
import { apiRoute } from "@/lib/http/api-route";

// { sizeId, toSizeId } → { success, message, cart, totals, notices }: a line moved to another size of its colour
export const POST = apiRoute("user", async (ctx, input) => ({
  message: "Size changed",
  ...toCartApiView(await changeCartSize(ctx, input)),
}));
