"use server";

import { runAction } from "@/lib/http/action";
import { setCategoryCod } from "./categories/category-cod";
import { saveSizeChart } from "./categories/size-charts";

// The back office's door to Manage Category's bulk switch; the rules and the admin check live in category-cod.ts.
export async function setCategoryCodAction(id: string, cashOnDelivery: boolean) {
  return runAction(async (ctx) => {
    const result = await setCategoryCod(ctx, { id, cashOnDelivery });
    return `${result.name}: cash on delivery is ${cashOnDelivery ? "on" : "off"} for all ${result.total} ${result.total === 1 ? "product" : "products"}`;
  });
}

/** Update Category's and Edit Product's size chart (`chart: null` removes it); the rules live in size-charts.ts. */
export async function saveSizeChartAction(input: { categoryId?: string; productId?: string; chart: unknown }) {
  return runAction(async (ctx) => {
    const saved = await saveSizeChart(ctx, input);
    return saved.chart ? "Size chart saved" : "Size chart removed";
  });
}
