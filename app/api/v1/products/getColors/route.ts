import { listColors } from "@/lib/catalog/facets/facets";
import { apiRoute } from "@/lib/http/api-route";

export const GET = apiRoute("public", async () => ({ colors: await listColors() }));
