import { toCartApiView } from "@/lib/cart/api-view";
import { applyCoupon, removeCoupon } from "@/lib/cart/coupon";
import { apiRoute } from "@/lib/http/api-route";

// { code } → { success, message, cart, totals (promoDiscount, promotions), coupon, notices }
export const POST = apiRoute("user", async (ctx, input) => ({ message: "Code applied", ...toCartApiView(await applyCoupon(ctx, input)) }));
export const DELETE = apiRoute("user", async (ctx) => ({ message: "Code removed", ...toCartApiView(await removeCoupon(ctx)) }));
