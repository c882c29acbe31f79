import type { ReviewView } from "@/lib/reviews/review-view";
import { CarouselSlide } from "./carousel-slide";
import { ReviewSlideCard } from "./review-slide-card";
import { ReviewSlider } from "./review-slider";

/**
 * "Happy Customers": the latest 4★+ reviews in an autoplaying slider. Rendered on the server with the
 * page, so there is no loading state (no spinner) to show.
 */
export function HappyCustomers({ reviews, title }: { reviews: readonly ReviewView[]; title: string }) {
  if (reviews.length === 0) return null;
  return (
    <section aria-labelledby="happy-customers" aria-roledescription="carousel" className="bg-brand-50">
      <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:py-12">
        <ReviewSlider headingId="happy-customers" title={title}>
          {reviews.map((review, index) => (
            <CarouselSlide key={review._id} index={index} total={reviews.length} kind="reviews">
              <ReviewSlideCard name={review.user.fullname} image={review.user.image} stars={review.stars} text={review.review} />
            </CarouselSlide>
          ))}
        </ReviewSlider>
      </div>
    </section>
  );
}
