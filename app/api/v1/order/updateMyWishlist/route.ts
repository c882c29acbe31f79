import { apiRoute } from "@/lib/http/api-route";
import { updateMyWishlist } from "@/lib/wishlist/wishlist";

// { wishlist: "<JSON text>" | [...] } → { success, message, wishlist, notices }
export const POST = apiRoute("user", async (ctx, input) => ({ message: "Wishlist updated", ...(await updateMyWishlist(ctx, input)) }));
