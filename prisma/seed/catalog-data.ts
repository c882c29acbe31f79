/** Static catalogue vocabulary: colours, patterns, silhouettes, categories, fabrics and name parts. */

export type Silhouette = "straight" | "anarkali" | "kurti" | "set";
export type Pattern = "block" | "stripe" | "chikan" | "border" | "paisley" | "bandhani";

export type KurtaColour = {
  name: string;
  slug: string;
  hex: string;
  /** Contrast colour for prints, borders and buttons. */
  accent: string;
};

export const COLOURS: readonly KurtaColour[] = [
  { name: "Indigo", slug: "indigo", hex: "#2e3a87", accent: "#f3ead7" },
  { name: "Maroon", slug: "maroon", hex: "#800000", accent: "#e2b857" },
  { name: "Mustard", slug: "mustard", hex: "#e1ad01", accent: "#7a2e12" },
  { name: "Ivory", slug: "ivory", hex: "#f5f0e1", accent: "#b8893a" },
  { name: "Bottle Green", slug: "bottle-green", hex: "#006a4e", accent: "#e8c66a" },
  { name: "Rani Pink", slug: "rani-pink", hex: "#e0115f", accent: "#f7d774" },
  { name: "Peach", slug: "peach", hex: "#f4a582", accent: "#8c3b2e" },
  { name: "Black", slug: "black", hex: "#1f1f1f", accent: "#d6b25e" },
  { name: "White", slug: "white", hex: "#fafafa", accent: "#2e3a87" },
  { name: "Sky Blue", slug: "sky-blue", hex: "#87ceeb", accent: "#1b2a4a" },
  { name: "Teal", slug: "teal", hex: "#008080", accent: "#f2e3b3" },
  { name: "Beige", slug: "beige", hex: "#d8c3a5", accent: "#7b4a2a" },
  { name: "Rust", slug: "rust", hex: "#b7410e", accent: "#f3dcb2" },
  { name: "Lavender", slug: "lavender", hex: "#b57edc", accent: "#fdf8ff" },
  { name: "Mint", slug: "mint", hex: "#98d8b1", accent: "#1f5e45" },
  { name: "Navy", slug: "navy", hex: "#1b2a4a", accent: "#e6c875" },
];

/**
 * A print or embroidery technique as it appears in product names, the pattern drawn for it and,
 * for a regional craft, the region it comes from (Product.originRegion).
 */
export type Technique = { label: string; pattern: Pattern; phrase: string; region?: string };

export const TECHNIQUES: Record<string, Technique> = {
  block: { label: "Block-Print", pattern: "block", phrase: "hand block-printed floral butis", region: "Jaipur" },
  dabu: { label: "Dabu-Print", pattern: "block", phrase: "mud-resist Dabu block prints", region: "Bagru" },
  stripe: { label: "Striped", pattern: "stripe", phrase: "fine woven stripes" },
  pinstripe: { label: "Pinstripe", pattern: "stripe", phrase: "slim pinstripes" },
  chikan: { label: "Chikankari", pattern: "chikan", phrase: "Lucknowi chikankari embroidery at the yoke and hem", region: "Lucknow" },
  threadwork: { label: "Thread-Work", pattern: "chikan", phrase: "tonal thread-work embroidery", region: "Lucknow" },
  solid: { label: "Solid", pattern: "border", phrase: "a clean solid body and a contrast hem border" },
  zari: { label: "Zari-Border", pattern: "border", phrase: "a woven zari border at the hem and cuffs", region: "Varanasi" },
  paisley: { label: "Paisley", pattern: "paisley", phrase: "an all-over paisley print" },
  kalamkari: { label: "Kalamkari", pattern: "paisley", phrase: "Kalamkari-inspired paisley motifs", region: "Machilipatnam" },
  bandhani: { label: "Bandhani", pattern: "bandhani", phrase: "classic Bandhani tie-dye dots", region: "Kutch" },
  leheriya: { label: "Leheriya", pattern: "stripe", phrase: "wave-dyed Leheriya stripes", region: "Jaipur" },
};

/** Handloom fabrics named after the town that weaves them: the region of a kurta whose technique has none. */
export const FABRIC_REGIONS: Readonly<Record<string, string>> = {
  "Banarasi Silk": "Varanasi",
  Brocade: "Varanasi",
  "Tussar Silk": "Bhagalpur",
  "Chanderi Silk": "Chanderi",
  Chanderi: "Chanderi",
};

/** The craft region of a product (Product.originRegion): the technique's, else the fabric's, else "" (not stated). */
export function originRegionOf(technique: Technique, fabric: string): string {
  return technique.region ?? FABRIC_REGIONS[fabric] ?? "";
}

export type CategoryDef = {
  name: string;
  slug: string;
  hsn: string;
  silhouette: Silhouette;
  fabrics: readonly string[];
  styles: readonly string[];
  techniques: readonly (keyof typeof TECHNIQUES)[];
  /** Colour slugs (from COLOURS) this category is made in. */
  colours: readonly string[];
  /** Selling price range in rupees (before rounding to ...9). */
  priceRange: readonly [number, number];
  /** The kurta drawn on the category tile. */
  image: { colour: string; pattern: Pattern };
  lengths: readonly string[];
};

export const CATEGORIES: readonly CategoryDef[] = [
  {
    name: "Cotton Kurtas",
    slug: "cotton-kurtas",
    colours: ["indigo", "mustard", "white", "sky-blue", "teal", "rust", "peach", "mint", "navy", "black"],
    hsn: "6211",
    silhouette: "straight",
    fabrics: ["Cotton", "Mul Cotton", "Cotton Cambric", "Khadi Cotton", "Cotton Slub"],
    styles: ["Straight Kurta", "A-Line Kurta", "Kurta"],
    techniques: ["block", "dabu", "stripe", "solid", "bandhani", "kalamkari"],
    priceRange: [399, 1899],
    image: { colour: "indigo", pattern: "block" },
    lengths: ["Calf length (about 46 in / 117 cm for size M)", "Knee length (about 42 in / 107 cm for size M)"],
  },
  {
    name: "Silk Kurtas",
    slug: "silk-kurtas",
    colours: ["maroon", "mustard", "bottle-green", "rani-pink", "black", "navy", "teal", "ivory", "rust"],
    hsn: "6211",
    silhouette: "straight",
    fabrics: ["Chanderi Silk", "Art Silk", "Banarasi Silk", "Tussar Silk", "Raw Silk"],
    styles: ["Straight Kurta", "Kurta", "A-Line Kurta"],
    techniques: ["zari", "solid", "paisley", "threadwork"],
    priceRange: [1499, 7999],
    image: { colour: "maroon", pattern: "border" },
    lengths: ["Calf length (about 46 in / 117 cm for size M)"],
  },
  {
    name: "Linen Kurtas",
    slug: "linen-kurtas",
    colours: ["beige", "white", "sky-blue", "navy", "mint", "rust", "lavender", "black", "ivory"],
    hsn: "6211",
    silhouette: "straight",
    fabrics: ["Linen", "Cotton Linen", "Linen Blend"],
    styles: ["Straight Kurta", "Kurta", "Relaxed Kurta"],
    techniques: ["solid", "stripe", "pinstripe", "threadwork"],
    priceRange: [999, 3499],
    image: { colour: "beige", pattern: "stripe" },
    lengths: ["Knee length (about 42 in / 107 cm for size M)", "Calf length (about 45 in / 114 cm for size M)"],
  },
  {
    name: "Kurta Sets",
    slug: "kurta-sets",
    colours: ["rani-pink", "peach", "mint", "lavender", "indigo", "mustard", "teal", "white", "maroon"],
    hsn: "6204",
    silhouette: "set",
    fabrics: ["Cotton", "Rayon", "Chanderi", "Muslin", "Modal"],
    styles: ["Kurta Set", "Kurta and Palazzo Set", "Kurta Pant Set"],
    techniques: ["block", "paisley", "kalamkari", "leheriya", "zari", "bandhani"],
    priceRange: [899, 4999],
    image: { colour: "rani-pink", pattern: "paisley" },
    lengths: ["Kurta knee length, ankle-length palazzo"],
  },
  {
    name: "Anarkali Kurtas",
    slug: "anarkali-kurtas",
    colours: ["ivory", "maroon", "rani-pink", "bottle-green", "navy", "black", "peach", "lavender", "white"],
    hsn: "6211",
    silhouette: "anarkali",
    fabrics: ["Georgette", "Rayon", "Chanderi", "Cotton", "Muslin"],
    styles: ["Anarkali", "Anarkali Kurta", "Flared Anarkali"],
    techniques: ["chikan", "zari", "paisley", "bandhani"],
    priceRange: [999, 6499],
    image: { colour: "ivory", pattern: "chikan" },
    lengths: ["Ankle length (about 52 in / 132 cm for size M)", "Calf length (about 48 in / 122 cm for size M)"],
  },
  {
    name: "Straight Kurtas",
    slug: "straight-kurtas",
    colours: ["teal", "indigo", "black", "white", "rust", "beige", "sky-blue", "maroon", "mint", "navy"],
    hsn: "6211",
    silhouette: "straight",
    fabrics: ["Rayon", "Viscose", "Cotton", "Crepe", "Modal"],
    styles: ["Straight Kurta", "Pathani-Style Kurta", "Straight Kurta"],
    techniques: ["block", "stripe", "leheriya", "chikan", "solid", "paisley"],
    priceRange: [499, 2499],
    image: { colour: "teal", pattern: "chikan" },
    lengths: ["Calf length (about 46 in / 117 cm for size M)", "Knee length (about 42 in / 107 cm for size M)"],
  },
  {
    name: "Short Kurtis",
    slug: "short-kurtis",
    colours: ["mustard", "rani-pink", "sky-blue", "peach", "mint", "white", "indigo", "lavender", "rust"],
    hsn: "6206",
    silhouette: "kurti",
    fabrics: ["Cotton", "Rayon", "Cotton Slub", "Khadi Cotton"],
    styles: ["Short Kurti", "Tunic Kurti", "Kurti"],
    techniques: ["bandhani", "block", "stripe", "chikan", "kalamkari"],
    priceRange: [399, 1299],
    image: { colour: "mustard", pattern: "bandhani" },
    lengths: ["Hip length (about 30 in / 76 cm for size M)", "Thigh length (about 34 in / 86 cm for size M)"],
  },
  {
    name: "Festive Kurtas",
    slug: "festive-kurtas",
    colours: ["bottle-green", "maroon", "rani-pink", "ivory", "black", "navy", "mustard", "teal"],
    hsn: "6211",
    silhouette: "straight",
    fabrics: ["Silk Blend", "Brocade", "Velvet", "Chanderi Silk", "Georgette"],
    styles: ["Festive Kurta", "Angrakha Kurta", "Straight Kurta"],
    techniques: ["zari", "chikan", "paisley", "threadwork"],
    priceRange: [1299, 7999],
    image: { colour: "bottle-green", pattern: "border" },
    lengths: ["Calf length (about 46 in / 117 cm for size M)", "Ankle length (about 50 in / 127 cm for size M)"],
  },
];

/** Words used instead of a colour at the start of about half the names. */
export const NAME_PREFIXES = [
  "Lucknowi",
  "Jaipuri",
  "Handloom",
  "Everyday",
  "Summer",
  "Heritage",
  "Gulmohar",
  "Noor",
  "Mehr",
  "Saanjh",
  "Rangrez",
  "Bagru",
  "Sanganeri",
  "Kashi",
  "Chandni",
  "Monsoon",
] as const;

/**
 * What the pictures show (images.ts), so the words agree with them: every kurta is drawn with a
 * round neck and a button placket, and each silhouette with one length of sleeve (the anarkali's,
 * the straight kurta's and the set's hang to the waist or below: full; the short kurti's end above it).
 */
export const NECKLINES = ["Round neck with a button placket"] as const;

export const SLEEVES: Readonly<Record<Silhouette, string>> = {
  straight: "Full sleeves",
  set: "Full sleeves",
  anarkali: "Full sleeves",
  kurti: "Three-quarter sleeves",
};

export const FITS = ["Regular fit", "Relaxed fit", "Straight fit", "Comfort fit"] as const;

/** Wash care for washable fabrics (silk, brocade and velvet are "Dry clean only"). */
export const WASH_CARE = [
  "Hand wash cold separately; dry in shade",
  "Gentle machine wash cold; do not bleach",
  "Hand wash in cold water with mild detergent; warm iron",
] as const;

export const OCCASIONS = [
  "office days",
  "college",
  "weekend brunches",
  "family functions",
  "pujas and small celebrations",
  "travel",
  "festive evenings",
  "daily wear",
] as const;

export const COURIERS = ["Delhivery", "Blue Dart", "Ekart", "Xpressbees", "DTDC", "Shadowfax"] as const;
