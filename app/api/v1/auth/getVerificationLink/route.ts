import { requestVerificationLink } from "@/lib/accounts/email/verification";
import { apiRoute } from "@/lib/http/api-route";

export const POST = apiRoute("user", (ctx) => requestVerificationLink(ctx));
