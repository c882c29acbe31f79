import { signInWithPhoneCode } from "@/lib/accounts/phone-sign-in";
import { apiRoute } from "@/lib/http/api-route";

export const POST = apiRoute("public", (ctx, input) => signInWithPhoneCode(ctx, input));
