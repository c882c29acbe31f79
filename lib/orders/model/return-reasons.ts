import type { ReturnReason } from "@/lib/generated/prisma/enums";

// A return's reason chosen from a list (the fit advice reads TOO_SMALL and TOO_LARGE), beside the free text the spec's
// returnOrder sends: a client that sends only the text gets the reason its words name, else OTHER.

export const RETURN_REASONS = [
  "TOO_SMALL",
  "TOO_LARGE",
  "NOT_AS_SHOWN",
  "QUALITY",
  "DAMAGED",
  "CHANGED_MIND",
  "OTHER",
] as const satisfies readonly ReturnReason[];

export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  TOO_SMALL: "Too small",
  TOO_LARGE: "Too large",
  NOT_AS_SHOWN: "Not as shown",
  QUALITY: "Quality",
  DAMAGED: "Arrived damaged",
  CHANGED_MIND: "Changed my mind",
  OTHER: "Other",
};

const WORDS: [RegExp, ReturnReason][] = [
  [/^(too small|too tight|small)$/, "TOO_SMALL"],
  [/^(too large|too big|too loose|large|big)$/, "TOO_LARGE"],
  [/^(not as shown|not as pictured|not as described)$/, "NOT_AS_SHOWN"],
  [/^(quality|poor quality|bad quality)$/, "QUALITY"],
  [/^(damaged|arrived damaged|torn)$/, "DAMAGED"],
  [/^(changed my mind|change of mind)$/, "CHANGED_MIND"],
];

/** The reason chosen, else the one the free text names exactly (any case, spaces and a final stop ignored), else OTHER. */
export function returnReasonOf(code: ReturnReason | undefined, text: string | null | undefined): ReturnReason {
  if (code) return code;
  const words = (text ?? "")
    .trim()
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/[.!]+$/, "");
  return WORDS.find(([pattern]) => pattern.test(words))?.[1] ?? "OTHER";
}
