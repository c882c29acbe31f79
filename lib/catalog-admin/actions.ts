"use server";

import { runAction } from "@/lib/http/action";
import { setCategoryCod } from "./category-cod";

// The back office's door to Manage Category's bulk switch; the rules and the admin check live in category-cod.ts.
export async function setCategoryCodAction(id: string, cashOnDelivery: boolean) {
  return runAction(async (ctx) => {
    const result = await setCategoryCod(ctx, { id, cashOnDelivery });
    return `${result.name}: cash on delivery is ${cashOnDelivery ? "on" : "off"} for all ${result.total} ${result.total === 1 ? "product" : "products"}`;
  });
}
