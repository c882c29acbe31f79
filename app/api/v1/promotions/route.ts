import { apiRoute } from "@/lib/http/api-route";
import { listPromotions } from "@/lib/promotions/admin/read";
import { createPromotion } from "@/lib/promotions/admin/save";
import { toPromotionApi } from "@/lib/promotions/admin/view";

// Beyond the spec (issue 36): the owner's promotions, amounts in rupees.
export const GET = apiRoute("admin", async (ctx, input) => {
  const now = new Date();
  const { rows, pagination } = await listPromotions(ctx, input, now);
  return { promotions: rows.map((row) => toPromotionApi(row, now)), pagination };
});

export const POST = apiRoute("admin", async (ctx, input) => ({
  message: "Promotion saved",
  promotion: toPromotionApi(await createPromotion(ctx, input), new Date()),
}));
