import { apiRoute } from "@/lib/http/api-route";
import { getPromotion } from "@/lib/promotions/admin/read";
import { archivePromotion, updatePromotion } from "@/lib/promotions/admin/save";
import { toPromotionApi } from "@/lib/promotions/admin/view";

// One promotion: with its report, changed in part, archived (DELETE keeps it, with its uses).
// The id is the path's last segment (ids are cuid letters and digits: no decoding needed).
const idOf = (request: Request) => new URL(request.url).pathname.split("/").pop() ?? "";

export const GET = apiRoute("admin", async (ctx, _input, request) => {
  const { row, report } = await getPromotion(ctx, idOf(request));
  return { promotion: toPromotionApi(row, new Date(), report) };
});

export const PATCH = apiRoute("admin", async (ctx, input, request) => ({
  message: "Promotion saved",
  promotion: toPromotionApi(await updatePromotion(ctx, idOf(request), input), new Date()),
}));

export const DELETE = apiRoute("admin", async (ctx, _input, request) => ({
  message: "Promotion archived",
  promotion: toPromotionApi(await archivePromotion(ctx, idOf(request)), new Date()),
}));
