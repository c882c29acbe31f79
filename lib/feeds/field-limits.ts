// The longest text Google's feed takes in a field (Merchant Center's product data specification; Meta's
// limits are wider): longer values are disapproved, so they are shortened here, the end marked by "…".

const TITLE_MAX = 150;
const MATERIAL_MAX = 200;

/** `text` cut to `max` characters, the last one "…", when longer. */
function clipped(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** "Name, colour, size", the name shortened so that the colour and size always fit. */
export function feedTitle(name: string, colour: string, size: string): string {
  const tail = `, ${colour}, ${size}`;
  return `${clipped(name, TITLE_MAX - tail.length)}${tail}`;
}

export const feedMaterial = (material: string): string => clipped(material, MATERIAL_MAX);
