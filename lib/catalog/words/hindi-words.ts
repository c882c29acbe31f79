// A search in Hindi, in Devanagari or in Latin letters, read as the English words of the catalogue:
// "नीला कुर्ता" and "neela kurta" search as "blue kurta", "1000 से कम" as "under 1000". The catalogue's
// full text is English (PostgreSQL's english configuration), so both scripts find the same products
// from either language's page, and share one cached result. Pure, so the page, the middleware and the
// API read a search alike (docs/decisions/113-catalogue-translations-and-search.md).

/** Hindi words of the shop, without nukta and with anusvara for chandrabindu (see `plain`), and their Latin spellings. */
const WORDS: Readonly<Record<string, string>> = {
  // garments
  कुर्ता: "kurta",
  कुरता: "kurta",
  कुर्ते: "kurta",
  कुर्तों: "kurta",
  कुर्ती: "kurta",
  कुर्तियां: "kurta",
  सलवार: "salwar",
  शलवार: "salwar",
  दुपट्टा: "dupatta",
  पजामा: "pyjama",
  पायजामा: "pyjama",
  चूड़ीदार: "churidar",
  चूडीदार: "churidar",
  // colours
  नीला: "blue",
  नीले: "blue",
  नीली: "blue",
  neela: "blue",
  neele: "blue",
  neeli: "blue",
  nila: "blue",
  लाल: "red",
  laal: "red",
  lal: "red",
  हरा: "green",
  हरे: "green",
  हरी: "green",
  hara: "green",
  पीला: "yellow",
  पीले: "yellow",
  पीली: "yellow",
  peela: "yellow",
  सफेद: "white",
  safed: "white",
  काला: "black",
  काले: "black",
  काली: "black",
  kala: "black",
  kaala: "black",
  गुलाबी: "pink",
  gulabi: "pink",
  मैरून: "maroon",
  // fabrics and crafts
  सूती: "cotton",
  कॉटन: "cotton",
  रेशमी: "silk",
  रेशम: "silk",
  सिल्क: "silk",
  resham: "silk",
  reshmi: "silk",
  लिनन: "linen",
  चिकनकारी: "chikankari",
  // sizes and prices
  साइज: "size",
  साइज़: "size",
};

/** Words after an amount that bound the price: "1000 से कम" is under 1000, "1000 से ज़्यादा" above it. */
const BELOW = new Set(["कम", "नीचे"]);
const ABOVE = new Set(["ज्यादा", "अधिक", "ऊपर", "उपर"]);
const DEVANAGARI_DIGITS = /[०-९]/g;

/** Devanagari as shoppers type it in several ways: nukta dropped (ज़ → ज), chandrabindu as anusvara. */
const plain = (word: string) =>
  word
    .normalize("NFC")
    .replace(/\u093C/g, "")
    .replace(/\u0901/g, "\u0902");

const WORD_BY_PLAIN = new Map(Object.entries(WORDS).map(([word, english]) => [plain(word).toLowerCase(), english]));

/** A search's Hindi words in the catalogue's English; every other word is kept as typed. */
export function inEnglishWords(search: string): string {
  const tokens = search
    .replace(DEVANAGARI_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x0966))
    .split(/\s+/)
    .filter(Boolean);
  const out: string[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    const bound = tokens[index + 1] === "से" ? plain(tokens[index + 2] ?? "") : "";
    if (/\d/.test(token) && (BELOW.has(bound) || ABOVE.has(bound))) {
      out.push(BELOW.has(bound) ? "under" : "above", token);
      index += 2;
      continue;
    }
    out.push(WORD_BY_PLAIN.get(plain(token).toLowerCase()) ?? token);
  }
  return out.join(" ");
}
