"use client";

import { Avatar } from "@/components/ui/avatar";
import { StarRating } from "@/components/ui/star-rating";

/**
 * One review of "Happy Customers". A client component fed the four fields it shows: a server
 * component's elements would travel twice, as markup and in the RSC payload (decision 059).
 */
export function ReviewSlideCard({ name, image, stars, text }: { name: string; image: string | null; stars: number; text: string }) {
  return (
    <article className="review-slide-card">
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="inline-flex">
          <Avatar name={name} image={image} size={48} />
        </span>
        <div className="min-w-0">
          <h3 className="truncate text-base font-semibold text-ink">{name}</h3>
          <StarRating value={stars} className="mt-0.5" />
        </div>
      </div>
      <blockquote className="text-sm leading-relaxed text-ink">
        <p className="line-clamp-6">{text}</p>
      </blockquote>
    </article>
  );
}
