import "server-only";
import { AppError } from "@/lib/errors";
import { notDeliveredMessage } from "@/lib/shipping/estimate";
import { INDIA_STATES } from "./india-locations";
import { lookupPin } from "./pin-lookup";
import { nameKey } from "./place-names";

// The states each listed city is in (a few names are in more than one: Aurangabad, Bilaspur, Hamirpur).
const STATES_OF_CITY = new Map<string, Set<string>>();
for (const state of INDIA_STATES) {
  for (const city of state.cities) STATES_OF_CITY.set(nameKey(city), (STATES_OF_CITY.get(nameKey(city)) ?? new Set()).add(state.name));
}

function refuse(field: "pinCode" | "city", message: string): never {
  throw new AppError("validation", message, { [field]: message });
}

/**
 * Refuses an address at a pin code India Post's directory does not know (the shop cannot deliver
 * there), in another state than the one chosen, or in a city the lists place only in other states
 * (unless the pin code's own post offices or district bear that name). Any other city is free text.
 */
export async function checkAddressPlace({ pinCode, state, city }: { pinCode: string; state: string; city: string }): Promise<void> {
  const place = await lookupPin(pinCode);
  if (!place) return refuse("pinCode", notDeliveredMessage(pinCode));
  if (!place.states.includes(state)) return refuse("pinCode", `Pin code ${pinCode} is in ${place.states.join(" or ")}, not ${state}`);
  const key = nameKey(city);
  const elsewhere = STATES_OF_CITY.get(key);
  const named = [place.district, ...place.cities, ...place.localities].some((name) => nameKey(name) === key);
  if (elsewhere && !elsewhere.has(state) && !named) refuse("city", `${city} is not in ${state}`);
}
