import type { CSSProperties } from "react";

// A read-only rating out of 5 in half steps (spec: 5 stars, half steps, size 24). Drawn by the
// `.star-rating` class in app/globals.css. `rated` names it in the page's language (English without it).
export function StarRating({
  value,
  size = 24,
  className,
  rated = (stars) => `Rated ${stars} out of 5`,
}: {
  value: number;
  size?: number;
  className?: string;
  rated?: (stars: number) => string;
}) {
  const rounded = Math.round(Math.min(5, Math.max(0, value)) * 2) / 2;
  return (
    <span
      role="img"
      aria-label={rated(rounded)}
      className={`star-rating ${className ?? ""}`}
      style={{ "--star-size": `${size}px` } as CSSProperties}
    >
      <span style={{ width: `${rounded * 20}%` }} />
    </span>
  );
}
