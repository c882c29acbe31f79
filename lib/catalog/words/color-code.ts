// Colour codes are 3 or 6 hex digits with a leading # (spec §5, §9): "#fff" and "#ffffff" are one colour.

/** A code as the search filter takes it: "#" optional, 3 or 6 hex digits, any case. */
export const COLOR_CODE_PATTERN = /^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** "#FFF", "fff" → "#fff": lower case with its "#". */
export function normalColorCode(code: string): string {
  return `#${code.replace("#", "").toLowerCase()}`;
}

/** Every spelling of a normal code's colour: "#fff" ↔ "#ffffff"; a code with no short form is only itself. */
export function colorCodeForms(code: string): string[] {
  const hex = code.slice(1);
  if (hex.length === 3) return [code, `#${[...hex].map((digit) => digit + digit).join("")}`];
  const short = /^(.)\1(.)\2(.)\3$/.exec(hex);
  return short ? [code, `#${short[1]}${short[2]}${short[3]}`] : [code];
}
