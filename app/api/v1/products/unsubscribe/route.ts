import { unsubscribe } from "@/lib/catalog/back-in-stock/unsubscribe";
import { apiRoute } from "@/lib/http/api-route";

// POST /api/v1/products/unsubscribe { id, key }: the unsubscribe link of a back-in-stock email, as an API call.
export const POST = apiRoute("public", async (_ctx, input) => unsubscribe(input));
