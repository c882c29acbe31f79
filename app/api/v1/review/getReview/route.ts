import { apiRoute } from "@/lib/http/api-route";
import { listReviews } from "@/lib/reviews/queries";
import { toReviewListView } from "@/lib/reviews/review-view";

export const GET = apiRoute("public", async (ctx, input) => toReviewListView(await listReviews(ctx, input)));
