import { apiRoute } from "@/lib/http/api-route";
import { checkServiceability } from "@/lib/shipping/serviceability";

const answer = apiRoute("public", async (ctx, input) => ({ estimate: await checkServiceability(ctx, input) }));

// Anyone: ?pin=110001 → { success, estimate: { pinCode, serviceable, deliveryBy, cod, message, codMessage } }.
// The same for every visitor until the day changes, so browsers and shared caches may keep it an hour.
export async function GET(request: Request): Promise<Response> {
  const response = await answer(request);
  if (response.ok) response.headers.set("Cache-Control", "public, max-age=3600");
  return response;
}
