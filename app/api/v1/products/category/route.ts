import { addCategory, deleteCategory, updateCategory } from "@/lib/catalog-admin/categories/categories";
import { toCategoryView } from "@/lib/catalog/facets/facet-view";
import { listCategories, type CategoryFacet } from "@/lib/catalog/facets/facets";
import { apiRoute } from "@/lib/http/api-route";
import { withQuery } from "@/lib/http/request/with-query";

const views = (categories: CategoryFacet[]) => categories.map(toCategoryView);

export const GET = apiRoute("public", async () => ({ categories: views(await listCategories()) }));
export const POST = apiRoute(
  "admin",
  async (ctx, input) => ({ message: "Category added", categories: views(await addCategory(ctx, input)) }),
  {
    uploads: true,
  },
);
export const PUT = apiRoute(
  "admin",
  async (ctx, input) => ({ message: "Category updated", categories: views(await updateCategory(ctx, input)) }),
  { uploads: true },
);
export const DELETE = apiRoute("admin", async (ctx, input, request) => ({
  message: "Category deleted",
  categories: views(await deleteCategory(ctx, withQuery(input, request))),
}));
