import { getUserWithLists } from "@/lib/shopper/user-with-lists";
import { apiRoute } from "@/lib/http/api-route";

export const GET = apiRoute("user", async (ctx) => ({ user: await getUserWithLists(ctx) }));
