import { afterAll, describe, expect, it } from "vitest";
import { POST as addAddress } from "@/app/api/v1/user/addAddress/route";
import { GET as getAddress } from "@/app/api/v1/user/getAddress/route";
import { GET as getUser } from "@/app/api/v1/user/getUser/route";
import { POST as removeAddress } from "@/app/api/v1/user/removeAddress/route";
import { POST as updateAddress } from "@/app/api/v1/user/updateAddress/route";
import { addressInput, call, db, signupAndLogin, type TestUser } from "../../support/api";
import { PUNE_ADDRESS } from "../../support/factories";

afterAll(() => db.$disconnect());

const ADD = "/api/v1/user/addAddress";
const UPDATE = "/api/v1/user/updateAddress";
const REMOVE = "/api/v1/user/removeAddress";

async function addOne(user: TestUser, overrides: Parameters<typeof addressInput>[0] = {}): Promise<string> {
  const { status, body } = await call(addAddress, { path: ADD, token: user.token, json: addressInput(overrides) });
  expect(status).toBe(200);
  const last = body.address!.at(-1)!;
  return last._id;
}

describe("address calls answer the full address list", () => {
  it("getAddress, addAddress, updateAddress and removeAddress", async () => {
    const user = await signupAndLogin();

    const empty = await call(getAddress, { path: "/api/v1/user/getAddress", token: user.token });
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ success: true, address: [] });

    const first = await call(addAddress, { path: ADD, token: user.token, json: addressInput({ name: "  Home  " }) });
    expect(first.status).toBe(200);
    expect(first.body.success).toBe(true);
    expect(first.body.address).toEqual([
      { _id: expect.any(String), id: expect.any(String), ...PUNE_ADDRESS, name: "Home", locality: "", landmark: "" },
    ]);
    const homeId = first.body.address![0]!._id;

    const second = await call(addAddress, {
      path: ADD,
      token: user.token,
      json: addressInput({ name: "Office", addressLine2: undefined, state: "Karnataka", city: "Bengaluru", pinCode: "560001" }),
    });
    expect(second.body.address!.map((a) => a.name)).toEqual(["Home", "Office"]);
    expect(second.body.address![1]).toMatchObject({ addressLine2: "", city: "Bengaluru", state: "Karnataka" });
    const officeId = second.body.address![1]!._id;

    const listed = await call(getAddress, { path: "/api/v1/user/getAddress", token: user.token });
    expect(listed.body.address).toEqual(second.body.address);
    const me = await call(getUser, { path: "/api/v1/user/getUser", token: user.token });
    expect(me.body.user!.address).toEqual(second.body.address);

    const updated = await call(updateAddress, {
      path: UPDATE,
      token: user.token,
      json: { id: homeId, ...addressInput({ name: "Home (new)", state: "Delhi", city: "New Delhi", pinCode: "110001" }) },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.address).toHaveLength(2);
    expect(updated.body.address![0]).toMatchObject({
      _id: homeId,
      name: "Home (new)",
      city: "New Delhi",
      state: "Delhi",
      pinCode: "110001",
    });
    expect(await db.address.findUniqueOrThrow({ where: { id: homeId } })).toMatchObject({ name: "Home (new)", city: "New Delhi" });

    const removed = await call(removeAddress, { path: REMOVE, token: user.token, json: { id: homeId } });
    expect(removed.status).toBe(200);
    expect(removed.body.address!.map((a) => a._id)).toEqual([officeId]);
    expect(await db.address.findUnique({ where: { id: homeId } })).toBeNull();
  });

  it("keeps at most 20 addresses", async () => {
    const user = await signupAndLogin();
    await db.address.createMany({
      data: Array.from({ length: 20 }, (_, i) => ({
        userId: user.id,
        name: `A${i}`,
        addressLine1: "1 Road",
        city: "Pune",
        state: "Maharashtra",
        pinCode: "411001",
        phoneNumber: "9876543210",
      })),
    });
    const { status, body } = await call(addAddress, { path: ADD, token: user.token, json: addressInput() });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message: "You can keep up to 20 addresses" });
    expect(await db.address.count({ where: { userId: user.id } })).toBe(20);
  });

  it.each([
    [getAddress, "GET", "/api/v1/user/getAddress"],
    [addAddress, "POST", ADD],
    [updateAddress, "POST", UPDATE],
    [removeAddress, "POST", REMOVE],
  ])("answers 401 without a token (%#)", async (handler, method, path) => {
    const { status, body } = await call(handler, { method, path, json: method === "GET" ? undefined : addressInput() });
    expect(status).toBe(401);
    expect(body).toEqual({ success: false, message: "Please log in to continue" });
  });
});

describe("addresses from the pin code", () => {
  it("takes any city of the pin code's state as free text, and keeps locality and landmark", async () => {
    const user = await signupAndLogin();
    const { status, body } = await call(addAddress, {
      path: ADD,
      token: user.token,
      json: addressInput({ city: "  Hadapsar ", locality: " Ghorpuri Bazar ", landmark: "Opp. Post Office" }),
    });
    expect(status).toBe(200);
    expect(body.address![0]).toMatchObject({ city: "Hadapsar", locality: "Ghorpuri Bazar", landmark: "Opp. Post Office" });
    expect(await db.address.findFirstOrThrow({ where: { userId: user.id } })).toMatchObject({
      city: "Hadapsar",
      locality: "Ghorpuri Bazar",
      landmark: "Opp. Post Office",
    });
  });

  it("names the field at fault: the pin code of another state, the city of another state", async () => {
    const user = await signupAndLogin();
    const wrongState = await call(addAddress, { path: ADD, token: user.token, json: addressInput({ pinCode: "560001" }) });
    expect(wrongState.status).toBe(400);
    expect(wrongState.body).toMatchObject({
      message: "Pin code 560001 is in Karnataka, not Maharashtra",
      errors: { pinCode: "Pin code 560001 is in Karnataka, not Maharashtra" },
    });
    const wrongCity = await call(addAddress, { path: ADD, token: user.token, json: addressInput({ city: "Lucknow" }) });
    expect(wrongCity.status).toBe(400);
    expect(wrongCity.body).toMatchObject({ message: "Lucknow is not in Maharashtra", errors: { city: "Lucknow is not in Maharashtra" } });
    expect(await db.address.count({ where: { userId: user.id } })).toBe(0);
  });

  it("updateAddress checks the place too, and clears a locality sent empty", async () => {
    const user = await signupAndLogin();
    const id = await addOne(user, { locality: "Ghorpuri Bazar" });
    const moved = await call(updateAddress, {
      path: UPDATE,
      token: user.token,
      json: {
        id,
        ...addressInput({ pinCode: "560001", state: "Karnataka", city: "Bengaluru", locality: "", landmark: "Near Cubbon Park" }),
      },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.address![0]).toMatchObject({ pinCode: "560001", city: "Bengaluru", locality: "", landmark: "Near Cubbon Park" });
    const unknown = await call(updateAddress, { path: UPDATE, token: user.token, json: { id, ...addressInput({ pinCode: "999999" }) } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ message: "Sorry, we do not deliver to 999999 yet" });
  });
});

describe("bad address input", () => {
  it.each([
    ["no name", { name: undefined }, "Name is required"],
    ["a blank name", { name: "   " }, "Name is required"],
    ["a name over 80 characters", { name: "n".repeat(81) }, "Name must be at most 80 characters"],
    ["no addressLine1", { addressLine1: undefined }, "Address Line 1 is required"],
    ["an empty addressLine1", { addressLine1: "" }, "Address Line 1 is required"],
    ["an addressLine1 over 200 characters", { addressLine1: "a".repeat(201) }, "Address Line 1 must be at most 200 characters"],
    ["an addressLine2 over 200 characters", { addressLine2: "a".repeat(201) }, "Address Line 2 must be at most 200 characters"],
    ["no state", { state: undefined }, "State is required"],
    ["an empty state", { state: "" }, "State is required"],
    ["an unknown state", { state: "Atlantis" }, "Select a state from the list"],
    ["no city", { city: undefined }, "City is required"],
    ["an empty city", { city: "" }, "City is required"],
    ["a city of another state", { city: "Bengaluru" }, "Bengaluru is not in Maharashtra"],
    ["a one-letter city", { city: "P" }, "City must be at least 2 characters"],
    ["a city over 60 characters", { city: "P".repeat(61) }, "City must be at most 60 characters"],
    ["a city with digits", { city: "Pune 1" }, "City may hold only letters, spaces and . - '"],
    ["a pin code of another state", { state: "Karnataka", city: "Bengaluru" }, "Pin code 411001 is in Maharashtra, not Karnataka"],
    ["a pin code India Post does not list", { pinCode: "999999" }, "Sorry, we do not deliver to 999999 yet"],
    ["a locality over 100 characters", { locality: "l".repeat(101) }, "Locality must be at most 100 characters"],
    ["a landmark over 100 characters", { landmark: "l".repeat(101) }, "Landmark must be at most 100 characters"],
    ["no pin code", { pinCode: undefined }, "Pin code is required"],
    ["a 5-digit pin code", { pinCode: "41100" }, "Pin code must be a 6-digit number"],
    ["a 7-digit pin code", { pinCode: "4110011" }, "Pin code must be a 6-digit number"],
    ["a pin code starting with 0", { pinCode: "011001" }, "Pin code must be a 6-digit number"],
    ["a pin code with letters", { pinCode: "41100A" }, "Pin code must be a 6-digit number"],
    ["a 5-digit pin code sent as a number", { pinCode: 41100 }, "Pin code must be a 6-digit number"],
    ["a pin code sent as true", { pinCode: true }, "Pin code must be a 6-digit number"],
    ["a 9-digit phone number sent as a number", { phoneNumber: 987654321 }, "Invalid phone number"],
    ["no phone number", { phoneNumber: undefined }, "Phone Number is required"],
    ["an empty phone number", { phoneNumber: "" }, "Phone Number is required"],
    ["a 9-digit phone number", { phoneNumber: "987654321" }, "Invalid phone number"],
    ["a phone number with letters", { phoneNumber: "98765abcde" }, "Invalid phone number"],
  ])("addAddress answers 400 for %s and adds nothing", async (_name, overrides, message) => {
    const user = await signupAndLogin();
    const { status, body } = await call(addAddress, { path: ADD, token: user.token, json: addressInput(overrides) });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message });
    expect(await db.address.count({ where: { userId: user.id } })).toBe(0);
  });

  it("updateAddress answers 400 for bad fields and changes nothing", async () => {
    const user = await signupAndLogin();
    const id = await addOne(user);
    const before = await db.address.findUniqueOrThrow({ where: { id } });
    for (const [overrides, message] of [
      [{ pinCode: "12" }, "Pin code must be a 6-digit number"],
      [{ phoneNumber: "" }, "Phone Number is required"],
      [{ city: "Chennai" }, "Chennai is not in Maharashtra"],
      [{ pinCode: "560001" }, "Pin code 560001 is in Karnataka, not Maharashtra"],
    ] as const) {
      const { status, body } = await call(updateAddress, { path: UPDATE, token: user.token, json: { id, ...addressInput(overrides) } });
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, message });
    }
    expect(await db.address.findUniqueOrThrow({ where: { id } })).toEqual(before);
  });

  it("updateAddress and removeAddress need an id", async () => {
    const user = await signupAndLogin();
    const update = await call(updateAddress, { path: UPDATE, token: user.token, json: addressInput() });
    expect(update.status).toBe(400);
    expect(update.body).toMatchObject({ success: false, message: "Address id is required" });
    const remove = await call(removeAddress, { path: REMOVE, token: user.token, json: {} });
    expect(remove.status).toBe(400);
    expect(remove.body).toMatchObject({ success: false, message: "Address id is required" });
  });

  it.each([
    ["invalid JSON", '{"name": "x"'],
    ["a JSON array", JSON.stringify([addressInput()])],
  ])("addAddress, updateAddress and removeAddress answer 400 for %s", async (_name, raw) => {
    const user = await signupAndLogin();
    for (const [handler, path] of [
      [addAddress, ADD],
      [updateAddress, UPDATE],
      [removeAddress, REMOVE],
    ] as const) {
      const { status, body } = await call(handler, { path, token: user.token, raw });
      expect(status).toBe(400);
      expect(body.success).toBe(false);
      expect(body.message).toMatch(/JSON/);
    }
  });
});

describe("another user's address", () => {
  it("cannot be updated or removed: 404 Address not found, and it stays as it was", async () => {
    const owner = await signupAndLogin();
    const intruder = await signupAndLogin();
    const id = await addOne(owner, { name: "Owner's home" });
    const intrudersOwn = await addOne(intruder, { name: "Intruder's home" });
    const before = await db.address.findUniqueOrThrow({ where: { id } });

    const update = await call(updateAddress, {
      path: UPDATE,
      token: intruder.token,
      json: { id, ...addressInput({ name: "Hijacked", addressLine1: "Somewhere else" }) },
    });
    expect(update.status).toBe(404);
    expect(update.body).toEqual({ success: false, message: "Address not found" });

    const remove = await call(removeAddress, { path: REMOVE, token: intruder.token, json: { id } });
    expect(remove.status).toBe(404);
    expect(remove.body).toEqual({ success: false, message: "Address not found" });

    expect(await db.address.findUniqueOrThrow({ where: { id } })).toEqual(before);
    const ownerList = await call(getAddress, { path: "/api/v1/user/getAddress", token: owner.token });
    expect(ownerList.body.address!.map((a) => a._id)).toEqual([id]);
    const intruderList = await call(getAddress, { path: "/api/v1/user/getAddress", token: intruder.token });
    expect(intruderList.body.address!.map((a) => a._id)).toEqual([intrudersOwn]);
  });

  it("an unknown id is 404 too", async () => {
    const user = await signupAndLogin();
    const { status, body } = await call(removeAddress, { path: REMOVE, token: user.token, json: { id: "no-such-address" } });
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, message: "Address not found" });
  });

  it("addAddress ignores a userId in the body: the address is the caller's", async () => {
    const victim = await signupAndLogin();
    const caller = await signupAndLogin();
    const { status } = await call(addAddress, { path: ADD, token: caller.token, json: { ...addressInput(), userId: victim.id } });
    expect(status).toBe(200);
    expect(await db.address.count({ where: { userId: victim.id } })).toBe(0);
    expect(await db.address.count({ where: { userId: caller.id } })).toBe(1);
  });
});
