import { toWishlistApiView } from "@/lib/wishlist/api-view";
import { apiRoute } from "@/lib/http/api-route";
import { updateMyWishlist } from "@/lib/wishlist/wishlist";

// { wishlist: "<JSON text>" | [...] } → { success, message, wishlist, notices }
export const POST = apiRoute("user", async (ctx, input) => ({
  message: "Wishlist updated",
  ...toWishlistApiView(await updateMyWishlist(ctx, input)),
}));
