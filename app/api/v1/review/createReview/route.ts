import { apiRoute } from "@/lib/http/api-route";
import { createReview } from "@/lib/reviews/write";

// { review, stars, productId, fit? } → { success, message, savedReview }
export const POST = apiRoute("user", async (ctx, input) => ({ message: "Review posted", savedReview: await createReview(ctx, input) }));
