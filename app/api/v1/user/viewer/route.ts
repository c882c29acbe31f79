import { viewerSummary } from "@/lib/shopper/viewer";
import { apiRoute } from "@/lib/http/api-route";

// → { success, viewer: { fullname, isAdmin, cartCount } | null, product: { cart, wishlist } | null }.
// ?product=<id or slug> adds the viewer's marks on that product and counts a view of it.
export const GET = apiRoute("public", async (ctx, input) => ({ ...(await viewerSummary(ctx, input)) }));
