import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Every key the code asks for exists in English and in Hindi, and the two catalogues of each area
// hold the same keys with the same {placeholders}. A key missing in either language fails here,
// before a shopper meets the raw key on a page.

const ROOT = path.resolve(__dirname, "../..");
const MESSAGES = path.join(ROOT, "lib/i18n/messages");

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(name, value);
    else for (const [inner, text] of leaves(value, name)) out.set(inner, text);
  }
  return out;
}

const catalogue = (locale: string, area: string) =>
  leaves(JSON.parse(readFileSync(path.join(MESSAGES, locale, `${area}.json`), "utf8")) as Tree);
const AREAS = readdirSync(path.join(MESSAGES, "en")).map((file) => file.replace(/\.json$/, ""));
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "node_modules" || name === "generated" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The areas a file translates with (`useT(home)`, `translator(locale, home)`) and the literal keys it asks for (`t("heroTitle")`). */
function usesIn(source: string): { areas: string[]; keys: string[] } {
  // `useLayoutT()` (components/i18n/layout-words.ts) translates with the "layout" area.
  // An area imported under another name (`import { product as words } from ".../messages/product"`) is that area.
  const aliases = new Map(
    [...source.matchAll(/import \{ (\w+) as (\w+) \} from "[^"]*\/messages\/\1"/g)].map((match) => [match[2]!, match[1]!]),
  );
  const areas = [...source.matchAll(/(?:useT\(|translator\([^,()]+,\s*)(\w+)\)|\buse([A-Z]\w*)T\(\)/g)].map((match) =>
    match[1] ? (aliases.get(match[1]) ?? match[1]) : match[2]!.toLowerCase(),
  );
  const keys = [...source.matchAll(/\bt\(\s*["'`]([^"'`$]+)["'`]/g)].map((match) => match[1]!);
  return { areas, keys };
}

/** Keys used in the shop's code, with the file that uses each and the areas it may come from. */
function keysUsed(files: readonly string[]): { file: string; key: string; areas: string[] }[] {
  return files.flatMap((file) => {
    const { areas, keys } = usesIn(readFileSync(file, "utf8"));
    return keys.map((key) => ({ file: path.relative(ROOT, file), key, areas }));
  });
}

describe("message catalogues", () => {
  it.each(AREAS)("%s: Hindi holds exactly the English keys, with the same placeholders", (area) => {
    const en = catalogue("en", area);
    const hi = catalogue("hi", area);
    expect([...hi.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of en) expect(placeholders(hi.get(key) ?? ""), `${area}.${key}`).toEqual(placeholders(text));
  });

  it("finds the keys a file asks for, and the areas they come from", () => {
    expect(usesIn('const t = useT(home);\nt("heroTitle"); t(`viewAll`); tt("x")')).toEqual({
      areas: ["home"],
      keys: ["heroTitle", "viewAll"],
    });
    expect(usesIn("const t = translator(locale, common);").areas).toEqual(["common"]);
    expect(usesIn("const t = useLayoutT();").areas).toEqual(["layout"]);
    expect(usesIn('import { product as words } from "@/lib/i18n/messages/product";\ntranslator(locale, words);').areas).toEqual([
      "product",
    ]);
  });

  it("every key used in the code exists in both languages", () => {
    const used = keysUsed(["app", "components", "lib"].flatMap((dir) => sourceFiles(path.join(ROOT, dir))));
    expect(used.length).toBeGreaterThan(20);
    const missing = used.flatMap(({ file, key, areas }) =>
      ["en", "hi"].flatMap((locale) =>
        areas.some((area) => AREAS.includes(area) && catalogue(locale, area).has(key)) ? [] : [`${file}: ${locale} ${key}`],
      ),
    );
    expect(missing).toEqual([]);
  });
});
