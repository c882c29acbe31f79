import { apiRoute } from "@/lib/http/api-route";
import { unsubscribeByLink } from "@/lib/privacy/unsubscribe";

// POST /api/v1/user/unsubscribe { id, key }: a marketing message's unsubscribe link as an API call; also a
// mail client's one-click unsubscribe (RFC 8058), which names them in the address (decision 110).
export const POST = apiRoute("public", async (_ctx, input, request) =>
  unsubscribeByLink({ ...Object.fromEntries(new URL(request.url).searchParams), ...input }),
);
