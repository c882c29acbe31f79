import { signInWithPhoneCode } from "@/lib/accounts/sign-in/phone-sign-in";
import { apiRoute } from "@/lib/http/api-route";

export const POST = apiRoute("public", (ctx, input, request) => signInWithPhoneCode(ctx, input, request.headers.get("user-agent")));
