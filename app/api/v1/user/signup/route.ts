import { signup } from "@/lib/accounts/email/signup";
import { apiRoute } from "@/lib/http/api-route";

// → { success, message }: the same for a new email and for one that already has an account.
export const POST = apiRoute("public", async (ctx, input) => signup(ctx, input));
