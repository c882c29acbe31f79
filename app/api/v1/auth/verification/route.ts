import { verifyAccount } from "@/lib/accounts/email/verification";
import { apiRoute } from "@/lib/http/api-route";

export const POST = apiRoute("user", (ctx, input) => verifyAccount(ctx, input));
