import { updateProfile } from "@/lib/accounts/profile";
import { apiRoute } from "@/lib/http/api-route";

export const POST = apiRoute("user", async (ctx, input) => ({ message: "Profile updated", updatedUser: await updateProfile(ctx, input) }), {
  uploads: true,
});
