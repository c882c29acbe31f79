import { apiRoute } from "@/lib/http/api-route";
import { paiseToRupees } from "@/lib/pricing";
import { adjustStoreCredit } from "@/lib/store-credit/adjust";

// Beyond the spec (issue 51): the owner gives store credit or takes it back, in rupees.
export const POST = apiRoute("admin", async (ctx, input) => {
  const { balancePaise } = await adjustStoreCredit(ctx, input);
  return { message: "Store credit adjusted", balance: paiseToRupees(balancePaise) };
});
