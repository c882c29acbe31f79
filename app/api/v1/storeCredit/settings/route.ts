import { apiRoute } from "@/lib/http/api-route";
import { getCreditSettings, updateCreditSettings } from "@/lib/orders/returns/credit-settings";

// Beyond the spec (issue 51): the owner's bonus on a return refunded to store credit, in percent.
export const GET = apiRoute("admin", async (ctx) => getCreditSettings(ctx));

export const PUT = apiRoute("admin", async (ctx, input) => ({
  message: "Store credit settings saved",
  ...(await updateCreditSettings(ctx, input)),
}));
