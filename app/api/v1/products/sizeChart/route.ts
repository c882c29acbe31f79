import { saveSizeChart } from "@/lib/catalog-admin/categories/size-charts";
import { apiRoute } from "@/lib/http/api-route";

export const PUT = apiRoute("admin", async (ctx, input) => {
  const saved = await saveSizeChart(ctx, input);
  return { message: saved.chart ? "Size chart saved" : "Size chart removed", sizeChart: saved.chart };
});
