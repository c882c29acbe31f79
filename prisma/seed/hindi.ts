/** The demo catalogue's words in Hindi (Product.nameHi, descriptionHi, Category.nameHi), from the same vocabulary as the English. */
import type { CategoryDef, KurtaColour, Technique } from "./catalog-data";

export const CATEGORY_HI: Readonly<Record<string, string>> = {
  "cotton-kurtas": "सूती कुर्ते",
  "silk-kurtas": "रेशमी कुर्ते",
  "linen-kurtas": "लिनन कुर्ते",
  "kurta-sets": "कुर्ता सेट",
  "anarkali-kurtas": "अनारकली कुर्ते",
  "straight-kurtas": "सीधे कुर्ते",
  "short-kurtis": "छोटी कुर्तियाँ",
  "festive-kurtas": "त्योहारी कुर्ते",
};

const COLOUR_HI: Readonly<Record<string, string>> = {
  indigo: "नील",
  maroon: "मैरून",
  mustard: "सरसों पीला",
  ivory: "आइवरी",
  "bottle-green": "बोतल हरा",
  "rani-pink": "रानी गुलाबी",
  peach: "पीच",
  black: "काला",
  white: "सफ़ेद",
  "sky-blue": "आसमानी",
  teal: "मोरपंखी",
  beige: "बेज",
  rust: "कत्थई",
  lavender: "लैवेंडर",
  mint: "मिंट हरा",
  navy: "गहरा नीला",
};

const PREFIX_HI: Readonly<Record<string, string>> = {
  Lucknowi: "लखनवी",
  Jaipuri: "जयपुरी",
  Handloom: "हथकरघा",
  Everyday: "रोज़मर्रा",
  Summer: "गर्मियों का",
  Heritage: "विरासत",
  Gulmohar: "गुलमोहर",
  Noor: "नूर",
  Mehr: "मेहर",
  Saanjh: "साँझ",
  Rangrez: "रंगरेज़",
  Bagru: "बगरू",
  Sanganeri: "सांगानेरी",
  Kashi: "काशी",
  Chandni: "चाँदनी",
  Monsoon: "मानसून",
};

const TECHNIQUE_HI: Readonly<Record<string, { label: string; phrase: string }>> = {
  "Block-Print": { label: "ब्लॉक-प्रिंट", phrase: "हाथ से छपी फूलों वाली बूटियों" },
  "Dabu-Print": { label: "दाबू-प्रिंट", phrase: "मिट्टी से रंगी दाबू ब्लॉक छपाई" },
  Striped: { label: "धारीदार", phrase: "महीन बुनी धारियों" },
  Pinstripe: { label: "पिनस्ट्राइप", phrase: "पतली पिनस्ट्राइप धारियों" },
  Chikankari: { label: "चिकनकारी", phrase: "योक और किनारे पर लखनवी चिकनकारी कढ़ाई" },
  "Thread-Work": { label: "धागा-कढ़ाई", phrase: "उसी रंग की धागा-कढ़ाई" },
  Solid: { label: "सादा", phrase: "सादे बदन और कंट्रास्ट बॉर्डर" },
  "Zari-Border": { label: "ज़री-बॉर्डर", phrase: "किनारे और कफ़ पर बुने ज़री बॉर्डर" },
  Paisley: { label: "कैरी-प्रिंट", phrase: "पूरे कपड़े पर कैरी छपाई" },
  Kalamkari: { label: "कलमकारी", phrase: "कलमकारी से प्रेरित कैरी नमूनों" },
  Bandhani: { label: "बांधनी", phrase: "पारंपरिक बांधनी बिंदियों" },
  Leheriya: { label: "लहरिया", phrase: "लहरिया की लहरदार धारियों" },
};

const FABRIC_HI: Readonly<Record<string, string>> = {
  Cotton: "सूती",
  "Mul Cotton": "मलमल सूती",
  "Cotton Cambric": "कैम्ब्रिक सूती",
  "Khadi Cotton": "खादी",
  "Cotton Slub": "स्लब सूती",
  "Chanderi Silk": "चंदेरी सिल्क",
  "Art Silk": "आर्ट सिल्क",
  "Banarasi Silk": "बनारसी सिल्क",
  "Tussar Silk": "टसर सिल्क",
  "Raw Silk": "रॉ सिल्क",
  Rayon: "रेयॉन",
  Chanderi: "चंदेरी",
  Muslin: "मलमल",
  Modal: "मोडल",
  Georgette: "जॉर्जेट",
  Linen: "लिनन",
  "Cotton Linen": "कॉटन लिनन",
  "Linen Blend": "लिनन ब्लेंड",
  Viscose: "विस्कोस",
  Crepe: "क्रेप",
  "Silk Blend": "सिल्क ब्लेंड",
  Brocade: "ब्रोकेड",
  Velvet: "मखमल",
};

const STYLE_HI: Readonly<Record<string, string>> = {
  Anarkali: "अनारकली",
  "Anarkali Kurta": "अनारकली कुर्ता",
  "Flared Anarkali": "घेरदार अनारकली",
  "Festive Kurta": "त्योहारी कुर्ता",
  "Angrakha Kurta": "अंगरखा कुर्ता",
  "Straight Kurta": "सीधा कुर्ता",
  "Kurta Set": "कुर्ता सेट",
  "Kurta and Palazzo Set": "कुर्ता और पलाज़ो सेट",
  "Kurta Pant Set": "कुर्ता पैंट सेट",
  "Short Kurti": "छोटी कुर्ती",
  "Tunic Kurti": "ट्यूनिक कुर्ती",
  Kurti: "कुर्ती",
  "A-Line Kurta": "ए-लाइन कुर्ता",
  Kurta: "कुर्ता",
  "Relaxed Kurta": "ढीला कुर्ता",
  "Pathani-Style Kurta": "पठानी कुर्ता",
};

const hindi = (table: Readonly<Record<string, string>>, english: string) => {
  const word = table[english];
  if (word === undefined) throw new Error(`no Hindi for "${english}" in prisma/seed/hindi.ts`);
  return word;
};

/** A kurti and an anarkali are feminine: "काला" becomes "काली" before them. */
const feminine = (style: string) => /(कुर्ती|अनारकली)$/.test(style);
const agree = (adjective: string, style: string) => (feminine(style) ? adjective.replace(/ा(?=\s|$)/g, "ी") : adjective);

/** The Hindi name of a product named `${prefix} ${technique} ${fabric} ${style}` (prefix: a colour's or a word's). */
export function hindiName(prefix: { colour: KurtaColour } | { word: string }, technique: Technique, fabric: string, style: string): string {
  const styleHi = hindi(STYLE_HI, style);
  const prefixHi = "colour" in prefix ? hindi(COLOUR_HI, prefix.colour.slug) : hindi(PREFIX_HI, prefix.word);
  return [agree(prefixHi, styleHi), TECHNIQUE_HI[technique.label]?.label ?? technique.label, hindi(FABRIC_HI, fabric), styleHi].join(" ");
}

/** Two or three sentences of Hindi saying what the English description says. */
export function hindiDescription(category: CategoryDef, technique: Technique, fabric: string, style: string): string {
  const styleHi = hindi(STYLE_HI, style);
  const shape = category.silhouette === "anarkali" ? "घेरदार" : category.silhouette === "kurti" ? "छोटा" : "क्लासिक";
  const phrase = TECHNIQUE_HI[technique.label]?.phrase ?? technique.phrase;
  const feel =
    fabric.includes("Silk") || fabric === "Brocade" || fabric === "Velvet"
      ? "कपड़े का गिराव भरपूर है और उसमें हल्की चमक है।"
      : fabric.includes("Linen")
        ? "हवादार, बुनावट वाला कपड़ा हर धुलाई के साथ और मुलायम होता जाता है।"
        : fabric === "Georgette" || fabric === "Crepe"
          ? "कपड़ा हल्का है और लहराकर गिरता है।"
          : "लंबी भारतीय गर्मियों के लिए मुलायम, हवादार कपड़ा।";
  const sentences = [`${agree(shape, styleHi)} ${styleHi}, ${hindi(FABRIC_HI, fabric)} कपड़े में, ${phrase} के साथ।`, feel];
  if (category.silhouette === "set") sentences.push("सेट में कुर्ता और इलास्टिक कमर वाला मैचिंग पलाज़ो शामिल है।");
  return sentences.join(" ");
}
