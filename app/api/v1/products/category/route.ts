import { toCategoryView } from "@/lib/catalog/facet-view";
import { listCategories } from "@/lib/catalog/facets";
import { apiRoute } from "@/lib/http/api-route";

export const GET = apiRoute("public", async () => ({ categories: (await listCategories()).map(toCategoryView) }));
