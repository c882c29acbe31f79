// A read-only rating out of 5 in half steps (spec: 5 stars, half steps, size 24).
const STAR_PATH = "M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55-4.76-4.64 6.58-.96L12 2.5z";

export function StarRating({ value, size = 24, className }: { value: number; size?: number; className?: string }) {
  const rounded = Math.round(Math.min(5, Math.max(0, value)) * 2) / 2;
  return (
    <span role="img" aria-label={`Rated ${rounded} out of 5`} className={`inline-flex ${className ?? ""}`}>
      {[0, 1, 2, 3, 4].map((index) => {
        const fill = Math.min(1, Math.max(0, rounded - index));
        return (
          <svg key={index} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
            <defs>
              <linearGradient id={`star-${index}-${fill}`}>
                <stop offset={`${fill * 100}%`} stopColor="#d97706" />
                <stop offset={`${fill * 100}%`} stopColor="#e7e5e4" />
              </linearGradient>
            </defs>
            <path d={STAR_PATH} fill={`url(#star-${index}-${fill})`} stroke="#b45309" strokeWidth="0.75" />
          </svg>
        );
      })}
    </span>
  );
}
