import { z } from "zod";
import { cappedText, requiredText } from "@/lib/text-fields";
import { atMost, digits, phoneField } from "./schemas";
import { STATE_NAMES } from "./addresses/india-locations";
import { CITY_PATTERN } from "./addresses/place-names";

// An address's rules, apart from the other forms' (./schemas.ts): the list of states and their cities
// they read is a tenth of a page's scripts, and only the address form needs it in the browser.

/** An optional line of an address: trimmed, empty as null. */
const optionalLine = (label: string, max: number) =>
  cappedText(max, atMost(label, max))
    .trim()
    .optional()
    .transform((line) => line || null);

// The fields' own rules; that pin code, state and city agree is checked on the server (./addresses/address-place.ts),
// which knows India Post's pin codes. Locality and landmark are the shop's additions to the spec's payload.
export const addressSchema = z.object({
  name: requiredText("Name is required", 80, atMost("Name", 80)),
  addressLine1: requiredText("Address Line 1 is required", 200, atMost("Address Line 1", 200)),
  addressLine2: optionalLine("Address Line 2", 200),
  locality: optionalLine("Locality", 100),
  landmark: optionalLine("Landmark", 100),
  state: requiredText("State is required", 60, "Select a state from the list").refine(
    (state) => STATE_NAMES.includes(state),
    "Select a state from the list",
  ),
  city: requiredText("City is required", 60, atMost("City", 60))
    .min(2, "City must be at least 2 characters")
    .regex(CITY_PATTERN, "City may hold only letters, spaces and . - '"),
  pinCode: digits(
    requiredText("Pin code is required", 20, "Pin code must be a 6-digit number").regex(
      /^[1-9][0-9]{5}$/,
      "Pin code must be a 6-digit number",
    ),
    z.int().min(100_000).max(999_999),
  ),
  phoneNumber: phoneField("Phone Number is required"),
});

export type AddressInput = z.input<typeof addressSchema>;
