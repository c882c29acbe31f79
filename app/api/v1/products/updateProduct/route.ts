import { toAdminProductApi } from "@/lib/catalog-admin/products/api-view";
import { updateProduct } from "@/lib/catalog-admin/products/products";
import { apiRoute } from "@/lib/http/api-route";

export const POST = apiRoute(
  "admin",
  async (ctx, input) => ({ message: "Product updated", product: toAdminProductApi(await updateProduct(ctx, input)) }),
  {
    lists: ["details"],
  },
);
