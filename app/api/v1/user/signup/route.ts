import { signup } from "@/lib/accounts/signup";
import { apiRoute } from "@/lib/http/api-route";

export const POST = apiRoute("public", async (ctx, input) => ({
  message: "Account created. We have emailed you a link to verify it.",
  user: await signup(ctx, input),
}));
