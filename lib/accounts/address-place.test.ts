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

  it("refuses a pin code of another state, naming both, on the pin code", async () => {
    const message = "Pin code 411001 is in Maharashtra, not Karnataka";
    expect(await refusal({ pinCode: "411001", state: "Karnataka", city: "Pune" })).toEqual({
      code: "validation",
      message,
      fields: { pinCode: message },
    });
  });

  it("refuses a city the lists place only in other states", async () => {
    const message = "Bengaluru is not in Maharashtra";
    expect(await refusal({ pinCode: "411001", state: "Maharashtra", city: "Bengaluru" })).toEqual({
      code: "validation",
      message,
      fields: { city: message },
    });
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

  it("refuses a pin code India Post does not list, as the shop says it does not deliver there", async () => {
    const message = "Sorry, we do not deliver to 999999 yet";
    expect(await refusal({ pinCode: "999999", state: "Maharashtra", city: "Pune" })).toEqual({
      code: "validation",
      message,
      fields: { pinCode: message },
    });
  });
});
