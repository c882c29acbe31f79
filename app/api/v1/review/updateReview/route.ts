import { apiRoute } from "@/lib/http/api-route";
import { updateReview } from "@/lib/reviews/write";

// { review, stars, reviewId, fit? } → { success, message, updatedReview }
export const POST = apiRoute("user", async (ctx, input) => ({ message: "Review updated", updatedReview: await updateReview(ctx, input) }));
