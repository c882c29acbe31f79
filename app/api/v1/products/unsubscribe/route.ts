import { unsubscribe } from "@/lib/catalog/back-in-stock/unsubscribe";
import { apiRoute } from "@/lib/http/api-route";

// POST /api/v1/products/unsubscribe { id, key }: the unsubscribe link of a back-in-stock email, as an API call;
// also a mail client's one-click unsubscribe (RFC 8058), which names them in the address.
export const POST = apiRoute("public", async (_ctx, input, request) =>
  unsubscribe({ ...Object.fromEntries(new URL(request.url).searchParams), ...input }),
);
