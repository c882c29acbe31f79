import { deleteProduct } from "@/lib/catalog-admin/products/products";
import { apiRoute } from "@/lib/http/api-route";
import { withQuery } from "@/lib/http/request/with-query";

export const DELETE = apiRoute("admin", async (ctx, input, request) => deleteProduct(ctx, withQuery(input, request)));
