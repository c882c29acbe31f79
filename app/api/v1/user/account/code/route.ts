import { sendCloseAccountCode } from "@/lib/accounts/close-proof";
import { apiRoute } from "@/lib/http/api-route";

// POST /api/v1/user/account/code: texts the code that closes a password-less (phone) account; then
// DELETE /api/v1/user/account { code } (decision 110).
export const POST = apiRoute("user", (ctx) => sendCloseAccountCode(ctx));
