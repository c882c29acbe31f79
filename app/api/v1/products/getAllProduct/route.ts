import { toProductCardView } from "@/lib/catalog/product/product-view";
import { searchProducts } from "@/lib/catalog/search/search";
import { apiRoute } from "@/lib/http/api-route";

export const GET = apiRoute("public", async (ctx, input) => {
  const { products, pagination } = await searchProducts(ctx, input);
  const { currentPage, totalPages, total } = pagination;
  return { products: products.map(toProductCardView), pagination: { currentPage, totalPages, total } };
});
