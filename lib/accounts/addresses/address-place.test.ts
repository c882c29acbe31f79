import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { checkAddressPlace } from "./address-place";

async function refusal(address: { pinCode: string; state: string; city: string }) {
  const error = await checkAddressPlace(address).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof AppError)) return null;
  return { code: error.code, message: error.message, fields: error.fields };
}

describe("checkAddressPlace", () => {
  it.each([
    ["411001", "Maharashtra", "Pune"],
    ["411001", "Maharashtra", "Hadapsar"], // a city no list names: free text
    ["411001", "Maharashtra", "PUNE"],
    ["110001", "Delhi", "New Delhi"],
    ["560001", "Karnataka", "Bangalore"], // the old name of the pin code's own town
    ["160003", "Punjab", "Mohali"], // a pin code in two states takes either
    ["160003", "Chandigarh", "Chandigarh"],
  ])("takes %s, %s, %s", async (pinCode, state, city) => {
    expect(await refusal({ pinCode, state, city })).toBeNull();
  });

  it.each([
    [
      "a pin code of another state, naming both",
      "411001",
      "Karnataka",
      "Pune",
      "pinCode",
      "Pin code 411001 is in Maharashtra, not Karnataka",
    ],
    ["a city the lists place only in other states", "411001", "Maharashtra", "Bengaluru", "city", "Bengaluru is not in Maharashtra"],
    [
      "a pin code India Post does not list, as undeliverable",
      "999999",
      "Maharashtra",
      "Pune",
      "pinCode",
      "Sorry, we do not deliver to 999999 yet",
    ],
  ])("refuses %s, under the field at fault", async (_case, pinCode, state, city, field, message) => {
    expect(await refusal({ pinCode, state, city })).toEqual({ code: "validation", message, fields: { [field]: message } });
  });

  it("takes a name the lists give to towns in several states, in each of them", async () => {
    expect(await refusal({ pinCode: "174001", state: "Himachal Pradesh", city: "Bilaspur" })).toBeNull();
    expect(await refusal({ pinCode: "495001", state: "Chhattisgarh", city: "Bilaspur" })).toBeNull();
    expect((await refusal({ pinCode: "411001", state: "Maharashtra", city: "Bilaspur" }))?.message).toBe("Bilaspur is not in Maharashtra");
  });

  it("takes a name of another state's list where the pin code's own post offices bear it", async () => {
    // Aurangabad is listed in Bihar only, and is also Maharashtra's old name of Chhatrapati Sambhajinagar.
    expect(await refusal({ pinCode: "431001", state: "Maharashtra", city: "Aurangabad" })).toBeNull();
  });
});
