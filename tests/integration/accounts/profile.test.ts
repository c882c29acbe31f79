import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { POST as addAddress } from "@/app/api/v1/user/addAddress/route";
import { DELETE as deleteUserDelete, POST as deleteUser } from "@/app/api/v1/user/deleteUser/route";
import { GET as getUser } from "@/app/api/v1/user/getUser/route";
import { POST as signin } from "@/app/api/v1/user/signin/route";
import { POST as updateUser } from "@/app/api/v1/user/updateUser/route";
import { addressInput, call, createOrderFor, db, pngFile, signupAndLogin } from "../../support/api";

afterAll(() => db.$disconnect());

const UPDATE = "/api/v1/user/updateUser";

/** Where the local twin of UploadThing keeps a stored /uploads/… URL. */
function fileOf(url: string): string {
  return path.join(process.env.UPLOADS_DIR!, url.slice("/uploads/".length));
}

describe("POST /user/updateUser (multipart)", () => {
  it("changes the full name and phone and answers updatedUser", async () => {
    const user = await signupAndLogin();
    const { status, body } = await call(updateUser, {
      path: UPDATE,
      token: user.token,
      form: { fullname: " Meera Iyer ", phone: "9123456780" },
    });

    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.updatedUser).toMatchObject({
      _id: user.id,
      fullname: "Meera Iyer",
      email: user.email,
      phone: "9123456780",
      image: null,
      isVerified: false,
      userType: "User",
      address: [],
    });
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ fullname: "Meera Iyer", phone: "9123456780" });

    const cleared = await call(updateUser, { path: UPDATE, token: user.token, form: { fullname: "Meera Iyer", phone: "" } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.updatedUser!.phone).toBe("");
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).phone).toBeNull();
  });

  it("stores a real PNG as a 256×256 WebP avatar, replaces it, and removes it with removeDP=yes", async () => {
    const user = await signupAndLogin();
    const first = await call(updateUser, { path: UPDATE, token: user.token, form: { fullname: "Meera Iyer", image: await pngFile() } });
    expect(first.status).toBe(200);
    const firstUrl = first.body.updatedUser!.image!;
    expect(firstUrl).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.webp$/);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).image).toBe(firstUrl);
    const meta = await sharp(fileOf(firstUrl)).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 256, height: 256 });

    // Name and phone only: the picture stays.
    const kept = await call(updateUser, { path: UPDATE, token: user.token, form: { fullname: "Meera I." } });
    expect(kept.body.updatedUser!.image).toBe(firstUrl);

    const second = await call(updateUser, {
      path: UPDATE,
      token: user.token,
      form: { fullname: "Meera Iyer", image: await pngFile("other.png") },
    });
    expect(second.status).toBe(200);
    const secondUrl = second.body.updatedUser!.image!;
    expect(secondUrl).not.toBe(firstUrl);
    expect(existsSync(fileOf(secondUrl))).toBe(true);
    expect(existsSync(fileOf(firstUrl))).toBe(false);

    const removed = await call(updateUser, { path: UPDATE, token: user.token, form: { fullname: "Meera Iyer", removeDP: "yes" } });
    expect(removed.status).toBe(200);
    expect(removed.body.updatedUser!.image).toBeNull();
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).image).toBeNull();
    expect(existsSync(fileOf(secondUrl))).toBe(false);
  });

  it("refuses a file that is not an image and changes nothing", async () => {
    const user = await signupAndLogin({ fullname: "Before Change" });
    const fake = new File([new TextEncoder().encode("<?php echo 1; ?>")], "me.png", { type: "image/png" });
    const { status, body } = await call(updateUser, { path: UPDATE, token: user.token, form: { fullname: "After Change", image: fake } });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message: "Upload a JPEG, PNG or WebP image" });
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ fullname: "Before Change", image: null });
  });

  it("refuses an image over 5 MB and changes nothing", async () => {
    const user = await signupAndLogin({ fullname: "Before Change" });
    const bytes = new Uint8Array(5 * 1024 * 1024 + 1);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const huge = new File([bytes], "huge.png", { type: "image/png" });
    const { status, body } = await call(updateUser, { path: UPDATE, token: user.token, form: { fullname: "After Change", image: huge } });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message: "The image must be at most 5 MB" });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).fullname).toBe("Before Change");
  });

  it.each([
    ["no fullname", { phone: "9123456780" }, "Full name is required"],
    ["a blank fullname", { fullname: "  " }, "Full name is required"],
    ["a fullname over 80 characters", { fullname: "x".repeat(81) }, "Full name must be at most 80 characters"],
    ["a 9-digit phone", { fullname: "Meera", phone: "912345678" }, "Invalid phone number"],
    ["a phone with letters", { fullname: "Meera", phone: "98765abcde" }, "Invalid phone number"],
    ["an 11-digit phone", { fullname: "Meera", phone: "+919876543210" }, "Invalid phone number"],
  ])("answers 400 for %s and changes nothing", async (_name, form, message) => {
    const user = await signupAndLogin({ fullname: "Unchanged Name" });
    const { status, body } = await call(updateUser, { path: UPDATE, token: user.token, form });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message });
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ fullname: "Unchanged Name", phone: null });
  });

  it.each([
    ["invalid JSON", "{fullname:"],
    ["a JSON array", '[{"fullname":"X"}]'],
  ])("answers 400 for %s", async (_name, raw) => {
    const user = await signupAndLogin();
    const { status, body } = await call(updateUser, { path: UPDATE, token: user.token, raw });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/JSON/);
  });

  it("cannot make the caller an admin, verified, or change the email", async () => {
    const user = await signupAndLogin();
    const form = { fullname: "Sneaky", userType: "Admin", role: "ADMIN", isVerified: "true", email: "boss@example.com", tokenVersion: "9" };
    const multipart = await call(updateUser, { path: UPDATE, token: user.token, form });
    expect(multipart.status).toBe(200);
    const json = await call(updateUser, {
      path: UPDATE,
      token: user.token,
      json: { fullname: "Sneaky", userType: "Admin", role: "ADMIN", isVerified: true, email: "boss@example.com" },
    });
    expect(json.status).toBe(200);
    expect(json.body.updatedUser).toMatchObject({ userType: "User", isVerified: false, email: user.email });

    const row = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row).toMatchObject({ fullname: "Sneaky", role: "CUSTOMER", isVerified: false, email: user.email, tokenVersion: 0 });
  });

  it("answers 401 without a token", async () => {
    const { status, body } = await call(updateUser, { path: UPDATE, form: { fullname: "Nobody" } });
    expect(status).toBe(401);
    expect(body).toEqual({ success: false, message: "Please log in to continue" });
  });
});

describe("/user/deleteUser", () => {
  it("needs the right password: a wrong or missing one changes nothing", async () => {
    const user = await signupAndLogin();
    const wrong = await call(deleteUser, { path: "/api/v1/user/deleteUser", token: user.token, json: { password: "Not-my-password" } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ success: false, message: "The password is not correct" });

    const missing = await call(deleteUser, { path: "/api/v1/user/deleteUser", token: user.token, json: {} });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, message: "Password is required" });

    const notText = await call(deleteUser, { path: "/api/v1/user/deleteUser", token: user.token, json: { password: 12345678 } });
    expect(notText.status).toBe(400);
    expect(notText.body).toMatchObject({ success: false, message: "Password is required" });

    expect(await db.user.findUnique({ where: { id: user.id } })).not.toBeNull();
    expect((await call(getUser, { path: "/api/v1/user/getUser", token: user.token })).status).toBe(200);
  });

  it("deletes the account: the row, addresses and picture go, the token stops working, orders stay anonymised", async () => {
    const user = await signupAndLogin();
    const pic = await call(updateUser, { path: UPDATE, token: user.token, form: { fullname: "Leaving Soon", image: await pngFile() } });
    const picture = pic.body.updatedUser!.image!;
    expect((await call(addAddress, { path: "/api/v1/user/addAddress", token: user.token, json: addressInput() })).status).toBe(200);
    const order = await createOrderFor(user.id);
    // A finished order: an open one refuses the closing (decision 104, tests/integration/privacy/erasure.test.ts).
    await db.order.update({ where: { id: order.id }, data: { status: "DELIVERED" } });

    const { status, body } = await call(deleteUser, {
      path: "/api/v1/user/deleteUser",
      token: user.token,
      json: { password: user.password },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: expect.any(String) });

    expect(await db.user.findUnique({ where: { id: user.id } })).toBeNull();
    expect(await db.address.count({ where: { userId: user.id } })).toBe(0);
    expect(existsSync(fileOf(picture))).toBe(false);

    const kept = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(kept).toMatchObject({
      userId: null,
      shipName: "Deleted customer",
      shipAddressLine2: null,
      // The place of supply stays for the tax records.
      shipCity: "Pune",
      shipState: "Maharashtra",
      shipPinCode: "411001",
      totalPaise: order.totalPaise,
    });
    expect(kept.shipPhoneNumber).not.toBe(order.shipPhoneNumber);
    expect(kept.shipAddressLine1).not.toBe(order.shipAddressLine1);

    const after = await call(getUser, { path: "/api/v1/user/getUser", token: user.token });
    expect(after.status).toBe(401);
    expect(after.body.success).toBe(false);
    const login = await call(signin, { path: "/api/v1/user/signin", json: { email: user.email, password: user.password } });
    expect(login.status).toBe(401);
  });

  it("works with the DELETE method too", async () => {
    const user = await signupAndLogin();
    const { status } = await call(deleteUserDelete, {
      method: "DELETE",
      path: "/api/v1/user/deleteUser",
      token: user.token,
      json: { password: user.password },
    });
    expect(status).toBe(200);
    expect(await db.user.findUnique({ where: { id: user.id } })).toBeNull();
  });

  it("answers 401 without a token", async () => {
    const { status, body } = await call(deleteUser, { path: "/api/v1/user/deleteUser", json: { password: "whatever-1" } });
    expect(status).toBe(401);
    expect(body.success).toBe(false);
  });
});
