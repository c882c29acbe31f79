import { requestSignInCode } from "@/lib/accounts/sign-in/phone-sign-in";
import { apiRoute } from "@/lib/http/api-route";

export const POST = apiRoute("public", (ctx, input) => requestSignInCode(ctx, input));
