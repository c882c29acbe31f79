import { requestPasswordReset } from "@/lib/accounts/password-reset";
import { apiRoute } from "@/lib/http/api-route";

export const POST = apiRoute("public", (ctx, input) => requestPasswordReset(ctx, input));
