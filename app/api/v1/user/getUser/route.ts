import { getUserWithLists } from "@/lib/accounts/profile";
import { apiRoute } from "@/lib/http/api-route";

export const GET = apiRoute("user", async (ctx) => ({ user: await getUserWithLists(ctx) }));
