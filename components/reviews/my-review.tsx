import { currentCaller } from "@/lib/auth/caller";
import { ownReview } from "@/lib/reviews/queries";
import { toReviewView } from "@/lib/reviews/review-view";
import { ReviewForm } from "./review-form";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { reviewsPath } from "@/lib/paths";

/** The caller's own review of the product, read per request from the session (never cached with the page). */
export async function MyReview({ productId, locale }: { productId: string; locale: Locale }) {
  const caller = await currentCaller();
  const mine = caller ? await ownReview(caller.id, productId) : null;
  return (
    <ReviewForm
      // A new review, an edit or a deletion refreshes the page: start again from what the server says.
      key={mine ? `${mine.id}:${mine.halfStars}:${mine.text}:${mine.fit}` : "new"}
      productId={productId}
      signedIn={caller !== null}
      verified={caller?.isVerified ?? false}
      myReview={mine ? toReviewView(mine) : null}
      loginHref={`${localePath(locale, "/login")}?next=${encodeURIComponent(`${localePath(locale, reviewsPath(productId))}#your-review`)}`}
    />
  );
}
