import { findPinCode } from "@/lib/accounts/addresses/pin-lookup";
import { apiRoute } from "@/lib/http/api-route";

const answer = apiRoute("public", findPinCode);

// Anyone: ?pin=411001 → { success, pinCode, state, city, cities, localities }, or 404 for a pin code India Post does not list.
// The directory changes only with a new build, so browsers and shared caches may keep an answer a day.
export async function GET(request: Request): Promise<Response> {
  const response = await answer(request);
  if (response.ok) response.headers.set("Cache-Control", "public, max-age=86400");
  return response;
}
