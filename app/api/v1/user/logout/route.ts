import { logout } from "@/lib/accounts/sessions";
import { apiRoute } from "@/lib/http/api-route";

export const POST = apiRoute("user", (ctx) => logout(ctx));
