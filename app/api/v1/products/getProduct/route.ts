import { requireProductDetail } from "@/lib/catalog/product/detail";
import { toProductDetailView } from "@/lib/catalog/product/product-view";
import { apiRoute } from "@/lib/http/api-route";

// The spec's call is a POST with { id }; GET ?id= answers the same for links and caches.
const getProduct = apiRoute("public", async (_ctx, input) => ({
  message: "Product fetched successfully",
  product: toProductDetailView(await requireProductDetail(input)),
}));

export const POST = getProduct;
export const GET = getProduct;
