import { suggestSearches } from "@/lib/catalog/suggest/suggest";
import { apiRoute } from "@/lib/http/api-route";

const answer = apiRoute("public", async (ctx, input) => ({ suggestions: await suggestSearches(ctx, input) }));

// Anyone: ?q=red ku → { success, suggestions: [{ kind: colour | category | product, label, href }] }, at most 8.
// The same for every visitor, so the browser may keep each prefix's answer for a few minutes.
export async function GET(request: Request): Promise<Response> {
  const response = await answer(request);
  if (response.ok) response.headers.set("Cache-Control", "public, max-age=300");
  return response;
}
