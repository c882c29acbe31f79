import { apiRoute } from "@/lib/http/api-route";
import { deleteReview } from "@/lib/reviews/write";

// { reviewId } → { success, message }
export const POST = apiRoute("user", async (ctx, input) => {
  await deleteReview(ctx, input);
  return { message: "Review deleted" };
});
