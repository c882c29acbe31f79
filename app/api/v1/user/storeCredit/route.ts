import { apiRoute } from "@/lib/http/api-route";
import { myStoreCredit, toStoreCreditApi } from "@/lib/store-credit/queries";

// Beyond the spec (issue 51): the shopper's store credit and its history, in rupees.
export const GET = apiRoute("user", async (ctx) => toStoreCreditApi(await myStoreCredit(ctx)));
