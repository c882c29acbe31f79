import type { CSSProperties } from "react";

// A read-only rating out of 5 in half steps (spec: 5 stars, half steps, size 24). Drawn by the
// `.star-rating` class in app/globals.css.
export function StarRating({ value, size = 24, className }: { value: number; size?: number; className?: string }) {
  const rounded = Math.round(Math.min(5, Math.max(0, value)) * 2) / 2;
  return (
    <span
      role="img"
      aria-label={`Rated ${rounded} out of 5`}
      className={`star-rating ${className ?? ""}`}
      style={{ "--star-size": `${size}px` } as CSSProperties}
    >
      <span style={{ width: `${rounded * 20}%` }} />
    </span>
  );
}
