"use client";

import { useId, useState } from "react";
import { RatingStarIcon } from "@/components/ui/icons";
import { useReviewsT } from "./reviews-words";

// The star input of the review form: ten native radio buttons, one per half star (0.5 to 5), drawn
// as the two halves of five stars. Arrow keys move by half a star (the browser's own radio group
// behaviour), each button is named "4.5 stars", and the chosen value is read out below the stars.
// Each half is a 24 px wide target (WCAG 2.5.8, target size minimum), so a star is 48 px.
const HALVES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
const SIZE = 48;

export function StarInput({
  value,
  onChange,
  error,
  name = "stars",
}: {
  value: number | null;
  onChange: (stars: number) => void;
  error?: string;
  name?: string;
}) {
  const t = useReviewsT();
  const [preview, setPreview] = useState<number | null>(null);
  const id = useId();
  const shown = preview ?? value ?? 0;
  return (
    <fieldset aria-describedby={`${id}-value${error ? ` ${id}-error` : ""}`}>
      <legend className="text-sm font-semibold">{t("rating")}</legend>
      <div
        className="mt-1 inline-flex rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
        onMouseLeave={() => setPreview(null)}
      >
        {HALVES.map((half) => {
          const stars = half / 2;
          const right = half % 2 === 0;
          return (
            <label
              key={half}
              className="relative block cursor-pointer overflow-hidden"
              style={{ width: SIZE / 2, height: SIZE }}
              onMouseEnter={() => setPreview(stars)}
            >
              <input
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                aria-label={t("stars", { stars })}
                className="sr-only"
              />
              <RatingStarIcon lit={shown >= stars} size={SIZE} className="absolute top-0" style={{ left: right ? -SIZE / 2 : 0 }} />
            </label>
          );
        })}
      </div>
      <p id={`${id}-value`} aria-live="polite" className="mt-1 text-sm text-ink-muted">
        {value === null ? t("noRating") : t("ratingValue", { value })}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
