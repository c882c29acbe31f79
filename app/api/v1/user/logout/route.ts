import { logout } from "@/lib/accounts/sign-in/sessions";
import { apiRoute } from "@/lib/http/api-route";

export const POST = apiRoute("user", (ctx) => logout(ctx));
