import { Avatar } from "@/components/ui/avatar";
import { StarRating } from "@/components/ui/star-rating";
import type { ReviewView } from "@/lib/reviews/review-view";
import { CarouselSlide } from "./carousel-slide";
import { ReviewSlider } from "./review-slider";

/**
 * "Happy Customers": the latest 4★+ reviews in an autoplaying slider. Rendered on the server with the
 * page, so there is no loading state (no spinner) to show.
 */
export function HappyCustomers({ reviews }: { reviews: readonly ReviewView[] }) {
  if (reviews.length === 0) return null;
  return (
    <section aria-labelledby="happy-customers" aria-roledescription="carousel" className="bg-brand-50">
      <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:py-12">
        <ReviewSlider headingId="happy-customers" title="Happy Customers">
          {reviews.map((review, index) => (
            <CarouselSlide key={review._id} index={index} total={reviews.length} kind="reviews">
              <article className="review-slide-card">
                <div className="flex items-center gap-3">
                  <span aria-hidden="true" className="inline-flex">
                    <Avatar name={review.user.fullname} image={review.user.image} size={48} />
                  </span>
                  <div className="min-w-0">
                    <h3 className="truncate text-base font-semibold text-ink">{review.user.fullname}</h3>
                    <StarRating value={review.stars} className="mt-0.5" />
                  </div>
                </div>
                <blockquote className="text-sm leading-relaxed text-ink">
                  <p className="line-clamp-6">{review.review}</p>
                </blockquote>
              </article>
            </CarouselSlide>
          ))}
        </ReviewSlider>
      </div>
    </section>
  );
}
