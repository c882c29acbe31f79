import { verifyCredentials } from "@/lib/accounts/credentials";
import { issueToken } from "@/lib/auth/session-token";
import { apiRoute } from "@/lib/http/api-route";

export const POST = apiRoute("public", async (ctx, input) => {
  const user = await verifyCredentials(ctx, input);
  return { message: "Logged in successfully", token: await issueToken({ sub: user.id, tv: user.tokenVersion, role: user.role }) };
});
