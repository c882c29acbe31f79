import { toWishlistApiView } from "@/lib/wishlist/api-view";
import { apiRoute } from "@/lib/http/api-route";
import { getWishlist } from "@/lib/wishlist/queries";

// → { success, message, wishlist, notices }. GET answers the same as the spec's POST.
const handler = apiRoute("user", async (ctx) => ({ message: "Wishlist loaded", ...toWishlistApiView(await getWishlist(ctx)) }));
export const POST = handler;
export const GET = handler;
