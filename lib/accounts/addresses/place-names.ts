// How the shop compares and accepts place names, in the browser and on the server alike.

/** "Ahmed Nagar" and "Ahmednagar", "PUNE" and "Pune" are one name. */
export function nameKey(name: string): string {
  return name.toLowerCase().replace(/[^\p{L}]/gu, "");
}

export const sameName = (a: string, b: string) => nameKey(a) === nameKey(b);

/** A city as the shop takes it: letters, spaces, dots, hyphens and apostrophes, 2 to 60 of them. */
export const CITY_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .'-]{1,59}$/u;
