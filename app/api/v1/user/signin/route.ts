import { signInWithPassword } from "@/lib/accounts/sign-in/sessions";
import { apiRoute } from "@/lib/http/api-route";

export const POST = apiRoute("public", (ctx, input, request) => signInWithPassword(ctx, input, request.headers.get("user-agent")));
