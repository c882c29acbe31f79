import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as createProduct } from "@/app/api/v1/products/createProduct/route";
import { POST as addVariant } from "@/app/api/v1/products/varient/route";
import { POST as addAddress } from "@/app/api/v1/user/addAddress/route";
import { POST as updateUser } from "@/app/api/v1/user/updateUser/route";
import { oneValueMessage } from "@/lib/validation";
import { addressInput, call, db, pngFile } from "../../support/api";
import { makeCategory, makeUser, type MadeUser } from "../../support/factories";

// No input is dropped with a success: a list sent in any common form spelling is read whole, one
// that cannot be read is refused with the spellings that work; digits sent as JSON numbers (the
// spec gives pin code and phone no type) are read as their digits, a wrong value says what is wrong.
afterAll(() => db.$disconnect());

let admin: MadeUser;
let shopper: MadeUser;
let categoryId: string;
beforeAll(async () => {
  admin = await makeUser({ role: "ADMIN" });
  shopper = await makeUser();
  categoryId = (await makeCategory(`Lists ${Date.now()}`)).id;
});

function product(fields: [string, string][]): FormData {
  const form = new FormData();
  for (const [key, value] of [
    ["name", "List Kurta"],
    ["description", "Read whole"],
    ["hsn", "6211"],
    ["category", categoryId],
    ["cashOnDelivery", "Off"],
    ...fields,
  ])
    form.append(key!, value!);
  return form;
}

const create = (fields: [string, string][]) =>
  call(createProduct, { path: "/api/v1/products/createProduct", form: product(fields), token: admin.token });

describe("lists in a form", () => {
  it("reads details[0], details[1]… in index order, whatever order they arrive in", async () => {
    const { status, body } = await create([
      ["details[1]", "Hand wash"],
      ["details[0]", "Cotton"],
    ]);
    expect(status).toBe(200);
    expect((body as unknown as { product: { details: string[] } }).product.details).toEqual(["Cotton", "Hand wash"]);
  });

  it("refuses a list sent both as details and details[], naming both", async () => {
    const { status, body } = await create([
      ["details", "Cotton"],
      ["details[]", "Hand wash"],
    ]);
    expect(status).toBe(400);
    expect(body.message).toBe("details was sent both as details and as details[…]: send one of them");
  });

  it("refuses a field name it cannot read (axios's spelling of a list of objects), with the spellings that work", async () => {
    const form = new FormData();
    form.append("productId", "p");
    form.append("colorCode", "#fff");
    form.append("colorName", "White");
    form.append("images", await pngFile("front.png"));
    form.append("sizes[0][size]", "M");
    form.append("sizes[0][price]", "899");
    const { status, body } = await call(addVariant, { path: "/api/v1/products/varient", form, token: admin.token });
    expect(status).toBe(400);
    expect(body.message).toBe(
      "The field sizes[0][size] is not understood: send sizes as repeated sizes fields, as sizes[] or sizes[0], sizes[1]…, or as JSON text",
    );
  });

  it("does not keep only the last of a repeated field that is not a list", async () => {
    const { status, body } = await create([["hsn", "6212"]]);
    expect(status).toBe(400);
    expect(body.errors?.hsn).toBeDefined();
  });

  it("refuses a JSON body whose field is named as a list's item", async () => {
    const { status, body } = await call(createProduct, {
      path: "/api/v1/products/createProduct",
      json: { name: "List Kurta", description: "x", hsn: "6211", category: categoryId, "details[]": ["Cotton"] },
      token: admin.token,
    });
    expect(status).toBe(400);
    expect(body.message).toContain("The field details[] is not understood");
  });
});

describe("digits sent as numbers", () => {
  it("takes a pin code and a phone number sent as JSON numbers, and stores their digits", async () => {
    const { status, body } = await call(addAddress, {
      path: "/api/v1/user/addAddress",
      json: addressInput({ pinCode: 411001, phoneNumber: 9876501234 }),
      token: shopper.token,
    });
    expect(status).toBe(200);
    expect(body.address?.at(-1)).toMatchObject({ pinCode: "411001", phoneNumber: "9876501234" });
  });

  it.each([
    [41100, "Pin code must be a 6-digit number"],
    [411001.5, "Pin code must be a 6-digit number"],
    [true, "Pin code must be a 6-digit number"],
    [[411001], oneValueMessage("pinCode")],
    [undefined, "Pin code is required"],
  ])("says what is wrong with the pin code %j", async (pinCode, message) => {
    const { status, body } = await call(addAddress, {
      path: "/api/v1/user/addAddress",
      json: addressInput({ pinCode }),
      token: shopper.token,
    });
    expect(status).toBe(400);
    expect(body.errors?.pinCode).toBe(message);
  });

  it("takes the profile's phone as a number, and refuses one of 9 digits", async () => {
    const number = await call(updateUser, {
      path: "/api/v1/user/updateUser",
      json: { fullname: "Asha Verma", phone: 9876501234 },
      token: shopper.token,
    });
    expect(number.status).toBe(200);
    expect(number.body.updatedUser).toMatchObject({ phone: "9876501234" });
    const short = await call(updateUser, {
      path: "/api/v1/user/updateUser",
      json: { fullname: "Asha Verma", phone: 987650123 },
      token: shopper.token,
    });
    expect(short.status).toBe(400);
    expect(short.body.errors?.phone).toBe("Invalid phone number");
  });
});
