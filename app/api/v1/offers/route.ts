import { toOfferApi } from "@/lib/cart/api-view";
import { listOffers } from "@/lib/cart/coupon";
import { apiRoute } from "@/lib/http/api-route";

// → { success, offers: [{ code, title, minCart, prepaidOnly, firstOrderOnly, endsAt, saving, reason, shortBy }] }, rupees.
export const GET = apiRoute("public", async (ctx) => ({ offers: (await listOffers(ctx)).map(toOfferApi) }));
