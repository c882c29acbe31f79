import { deleteAccount } from "@/lib/accounts/profile";
import { apiRoute } from "@/lib/http/api-route";

export const DELETE = apiRoute("user", (ctx, input) => deleteAccount(ctx, input));
