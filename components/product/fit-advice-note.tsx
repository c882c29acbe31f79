import type { FitAdvice } from "@/lib/catalog/fit/fit-advice";

/** "Most buyers take one size up", only when the shop's returns, exchanges and reviews make it clear (decision 089). */
export function FitAdviceNote({ advice }: { advice: FitAdvice }) {
  if (!advice) return null;
  return (
    <p className="text-sm font-semibold text-ink" data-testid="fit-advice">
      Most buyers take one size {advice}
    </p>
  );
}
