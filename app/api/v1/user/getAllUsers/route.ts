import { listUsers } from "@/lib/accounts/admin-users";
import { apiRoute } from "@/lib/http/api-route";

export const GET = apiRoute("admin", (ctx, input) => listUsers(ctx, input));
