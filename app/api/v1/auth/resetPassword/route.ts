import { resetPassword } from "@/lib/accounts/email/password-reset";
import { apiRoute } from "@/lib/http/api-route";

export const POST = apiRoute("public", (ctx, input) => resetPassword(ctx, input));
