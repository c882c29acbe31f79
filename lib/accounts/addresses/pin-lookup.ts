import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { hit, LIMITS } from "@/lib/auth/rate-limit";
import { AppError } from "@/lib/errors";
import { serviceabilitySchema } from "@/lib/shipping/serviceability";
import { parseInput } from "@/lib/validation";
import { citiesOf, INDIA_STATES } from "./india-locations";
import { CITY_PATTERN, sameName } from "./place-names";

// Places by pin code, from India Post's directory kept in ./pincodes (its README names the source
// and licence). The table is read on the first lookup, on the server only: it never reaches a browser.
export type PinPlace = {
  pinCode: string;
  /** The state most of its post offices are in. */
  state: string;
  /** Every state it reaches (a few pin codes straddle a border: Chandigarh and Punjab, Puducherry and Tamil Nadu). */
  states: string[];
  district: string;
  /** The city to suggest first, then others: the state's listed cities among its post offices, then its district's town. */
  cities: string[];
  /** Post office names, as a shopper writes a locality. */
  localities: string[];
};

const STATE_BY_CODE = new Map(INDIA_STATES.map((state) => [state.code, state.name]));

let table: Promise<Map<string, string>> | undefined;

function lines(): Promise<Map<string, string>> {
  table ??= import("./pincodes/pincodes.json").then(({ default: rows }) => new Map(rows.map((row) => [row.slice(0, 6), row])));
  return table;
}

export async function lookupPin(pinCode: string): Promise<PinPlace | null> {
  const row = (await lines()).get(pinCode);
  if (!row) return null;
  const [, codes = "", district = "", names = ""] = row.split("|");
  const states = codes.split(",").map((code) => STATE_BY_CODE.get(code)!);
  const state = states[0]!;
  const localities = names ? names.split(";") : [];
  const listed = citiesOf(state);
  const asListed = (name: string) => listed.find((city) => sameName(city, name));
  // "South West Delhi", "Imphal West": a listed city named within the district's name.
  const within = listed
    .filter((city) => ` ${district} `.toLowerCase().includes(` ${city.toLowerCase()} `))
    .sort((a, b) => b.length - a.length)[0];
  const suggested = [...localities.map(asListed), asListed(district) ?? within ?? district].filter(
    (city): city is string => city !== undefined && CITY_PATTERN.test(city),
  );
  return { pinCode, state, states, district, cities: [...new Set(suggested)], localities };
}

/** GET /api/v1/pincode?pin=411001, for anyone (the address form asks as the sixth digit is typed), counted per address. */
export async function findPinCode(ctx: Ctx, input: unknown) {
  await hit(LIMITS.pinCodePerIp(ctx.ip));
  const { pin } = parseInput(serviceabilitySchema, input);
  const place = await lookupPin(pin);
  if (!place) throw new AppError("not_found", `We could not find pin code ${pin}`);
  return { pinCode: place.pinCode, state: place.state, city: place.cities[0] ?? "", cities: place.cities, localities: place.localities };
}
