import { toAdminProductApi } from "@/lib/catalog-admin/products/api-view";
import { MAX_IMAGES } from "@/lib/catalog-admin/schemas";
import { PRODUCT_IMAGE_LIMITS } from "@/lib/catalog-admin/images";
import { addVariant, deleteVariant, updateVariant } from "@/lib/catalog-admin/products/variants";
import { apiRoute } from "@/lib/http/api-route";
import { withQuery } from "@/lib/http/request/with-query";

// The spec's spelling. Several pictures per request: the body may hold MAX_IMAGES of them, plus the form.
const uploads = { uploads: true, uploadLimit: MAX_IMAGES * PRODUCT_IMAGE_LIMITS.maxBytes + 1024 * 1024, lists: ["images"] } as const;

export const POST = apiRoute(
  "admin",
  async (ctx, input) => ({ message: "Variant added", product: toAdminProductApi(await addVariant(ctx, input)) }),
  uploads,
);
export const PUT = apiRoute(
  "admin",
  async (ctx, input) => ({ message: "Variant updated", product: toAdminProductApi(await updateVariant(ctx, input)) }),
  uploads,
);
export const DELETE = apiRoute("admin", async (ctx, input, request) => ({
  message: "Variant deleted",
  product: toAdminProductApi(await deleteVariant(ctx, withQuery(input, request))),
}));
