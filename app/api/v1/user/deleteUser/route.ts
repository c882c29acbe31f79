import { deleteAccount } from "@/lib/accounts/profile";
import { apiRoute } from "@/lib/http/api-route";

const handler = apiRoute("user", (ctx, input) => deleteAccount(ctx, input));
export { handler as POST, handler as DELETE };
