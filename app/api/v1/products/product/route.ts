import { deleteProduct } from "@/lib/catalog-admin/products";
import { apiRoute } from "@/lib/http/api-route";
import { withQuery } from "@/lib/http/with-query";

export const DELETE = apiRoute("admin", async (ctx, input, request) => deleteProduct(ctx, withQuery(input, request)));
