import "server-only";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { orNotFound } from "@/lib/http/response/not-found";
import { pageContext } from "@/lib/http/page-context";
import { getAdminCategory } from "./categories/categories";
import { getAdminProduct } from "./products/products";
import { adminSizeCharts, sizeChartOverview } from "./categories/size-charts";

// The admin pages' reads: Admin checked on the server, an unknown id is a 404 page.

export async function loadAdminProduct(id: string, path: string) {
  const caller = await requireAdminPage(path);
  return orNotFound(getAdminProduct(pageContext(caller), { id }));
}

export async function loadAdminCategory(id: string, path: string) {
  const caller = await requireAdminPage(path);
  return orNotFound(getAdminCategory(pageContext(caller), { id }));
}

/** The size charts the forms start from: a category's, and a product's own. */
export async function loadSizeCharts(where: { categoryId: string; productId?: string }, path: string) {
  const caller = await requireAdminPage(path);
  return adminSizeCharts(pageContext(caller), where);
}

/** Admin → Size charts: the categories' charts and the products overriding them. */
export async function loadSizeChartOverview(path: string) {
  const caller = await requireAdminPage(path);
  return sizeChartOverview(pageContext(caller));
}
