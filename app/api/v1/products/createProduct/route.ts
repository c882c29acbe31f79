import { toAdminProductApi } from "@/lib/catalog-admin/products/api-view";
import { createProduct } from "@/lib/catalog-admin/products/products";
import { apiRoute } from "@/lib/http/api-route";

export const POST = apiRoute(
  "admin",
  async (ctx, input) => ({ message: "Product created", product: toAdminProductApi(await createProduct(ctx, input)) }),
  {
    lists: ["details"],
  },
);
