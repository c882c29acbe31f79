import { refreshToken } from "@/lib/accounts/sign-in/sessions";
import { apiRoute } from "@/lib/http/api-route";

const handler = apiRoute("user", (ctx) => refreshToken(ctx));
export { handler as GET, handler as POST };
