import { askBackInStock } from "@/lib/catalog/back-in-stock/ask";
import { apiRoute } from "@/lib/http/api-route";

// POST /api/v1/products/notifyMe { sizeId, contact?, consent? }: tell me once when this sold-out size is back (anyone;
// a signed-in caller may leave out the email and their account's is used).
export const POST = apiRoute("public", async (ctx, input) => askBackInStock(ctx, input));
