/** Product names, slugs, descriptions and detail bullets built from the catalogue vocabulary. */
import {
  FITS,
  NAME_PREFIXES,
  NECKLINES,
  OCCASIONS,
  SLEEVES,
  WASH_CARE,
  type CategoryDef,
  type KurtaColour,
  type Technique,
} from "./catalog-data";
import { hindiDescription, hindiName } from "./hindi";
import type { Random } from "./random";

export function kebab(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A short suffix unique per product index (a bijective 32-bit hash, so no two indexes collide). */
export function slugSuffix(index: number): string {
  return (Math.imul(index + 1, 2654435761) >>> 0).toString(36);
}

export type ProductText = { name: string; description: string; details: string[]; nameHi: string; descriptionHi: string };

export function productText(
  rng: Random,
  category: CategoryDef,
  technique: Technique,
  fabric: string,
  firstColour: KurtaColour,
): ProductText {
  const style = rng.pick(category.styles);
  const prefix: { colour: KurtaColour } | { word: string } = rng.chance(0.5) ? { colour: firstColour } : { word: rng.pick(NAME_PREFIXES) };
  const name = `${"colour" in prefix ? prefix.colour.name : prefix.word} ${technique.label} ${fabric} ${style}`;

  const fit = rng.pick(FITS);
  const neckline = rng.pick(NECKLINES);
  // The sleeves the picture shows. The draw that once chose them stays, so the rest of the demo
  // data (names, prices, stock, orders) comes out of the seed as before.
  const sleeve = SLEEVES[category.silhouette];
  if (category.silhouette !== "anarkali") rng.next();
  const length = rng.pick(category.lengths);
  const wash = fabric.includes("Silk") || fabric === "Brocade" || fabric === "Velvet" ? "Dry clean only" : rng.pick(WASH_CARE);
  const [occasionA, occasionB] = rng.sample(OCCASIONS, 2);

  const feel =
    fabric.includes("Silk") || fabric === "Brocade" || fabric === "Velvet"
      ? "a rich fall and a soft sheen"
      : fabric.includes("Linen")
        ? "an airy, textured hand that gets softer with every wash"
        : fabric === "Georgette" || fabric === "Crepe"
          ? "a light, flowing drape"
          : "a soft, breathable feel for long Indian summers";
  const sentences = [
    `A ${category.silhouette === "anarkali" ? "flared" : category.silhouette === "kurti" ? "short" : "classic"} ${style.toLowerCase()} in ${fabric.toLowerCase()} with ${technique.phrase}.`,
    `The fabric has ${feel}, and the ${fit.toLowerCase()} ${category.silhouette === "straight" ? "with side slits " : ""}moves easily through the day.`,
  ];
  if (rng.chance(0.7)) {
    sentences.push(
      `Made for ${occasionA ?? "daily wear"} and ${occasionB ?? "family functions"}; pair it with ${rng.pick(["straight pants", "palazzos", "churidar leggings", "cigarette pants", "jeans"])}.`,
    );
  }
  if (category.silhouette === "set") {
    sentences[sentences.length - 1] = `The set includes the kurta and matching palazzos with an elasticated waist.`;
  }

  const details = [
    `Fabric: ${fabric.includes(" ") || fabric.includes("Blend") ? fabric : `100% ${fabric}`}`,
    `Fit: ${fit}`,
    `Neckline: ${neckline}`,
  ];
  if (rng.chance(0.75)) details.push(`Sleeves: ${sleeve}`);
  if (rng.chance(0.75)) details.push(`Length: ${length}`);
  if (category.silhouette === "set") details.push("Set contents: kurta and palazzo (dupatta not included)");
  details.push(`Wash care: ${wash}`);

  return {
    name,
    description: sentences.join(" "),
    details: details.slice(0, 6),
    nameHi: hindiName(prefix, technique, fabric, style),
    descriptionHi: hindiDescription(category, technique, fabric, style),
  };
}
