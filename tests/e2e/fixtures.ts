import { randomUUID } from "node:crypto";
import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import { Client } from "pg";
import sharp from "sharp";
import { ADMIN, bearer, freshMobile, loopback, postFrom, signUp } from "./support";

// Each journey's own shopper, as epic-stack's tests/playwright-utils.ts gives each test its own user:
// journeys that run side by side never share a cart, an address book or a cap of open orders, and
// the demo accounts (Priya, the admin) are only read. Import `test` and `expect` from here.

export type Shopper = {
  fullname: string;
  email: string;
  password: string;
  /** The session token: the browser's cookie, and `Authorization: Bearer` for the API. */
  token: string;
  /** The Ahmedabad address she saved. */
  addressId: string;
  /** Her profile's phone, and her address's. */
  phone: string;
  /** `Authorization: Bearer …` for her API calls. */
  headers: Record<string, string>;
};

/** The end-to-end server's embedded database (playwright.config.ts). */
const E2E_DATABASE_URL = `postgresql://postgres:postgres@127.0.0.1:${process.env.E2E_PG_PORT || "54339"}/kurta`;

/**
 * A customer of her own, verified, with a phone in her profile and one address: signed up and in through
 * the API (each from a loopback address of its own, so the server's per-address limits are hers). Her
 * email's link is not followed through the page (the account's journey tests that link): the database
 * marks the email proved, as the link does, and sets the profile's phone, as updateUser does. `admin` makes her an owner
 * too, for a journey that changes what an owner's own account holds (her cart) without touching the demo admin's.
 */
export async function newShopper(name = "Asha Test", { admin = false } = {}): Promise<Shopper> {
  const email = `shopper-${randomUUID()}@example.com`;
  const password = "Shopper@12345";
  const signup = await signUp({ fullname: name, email, password, confirmPassword: password });
  expect(signup.ok(), await signup.text()).toBe(true);
  const phone = freshMobile();
  const database = new Client({ connectionString: E2E_DATABASE_URL });
  await database.connect();
  try {
    await database.query(`UPDATE "User" SET "isVerified" = true, "emailVerifiedAt" = now(), phone = $2, role = $3 WHERE email = $1`, [
      email,
      phone,
      admin ? "ADMIN" : "CUSTOMER",
    ]);
  } finally {
    await database.end();
  }
  const signin = await postFrom(loopback(), "/api/v1/user/signin", { email, password });
  expect(signin.status, signin.body).toBe(200);
  const token = (JSON.parse(signin.body) as { token: string }).token;
  const headers = { Authorization: `Bearer ${token}` };
  const added = await postFrom(
    loopback(),
    "/api/v1/user/addAddress",
    { name, addressLine1: "7 Ashram Road", city: "Ahmedabad", state: "Gujarat", pinCode: "380009", phoneNumber: phone },
    headers,
  );
  expect(added.status, added.body).toBe(200);
  const addressId = (JSON.parse(added.body) as { address: { _id: string }[] }).address[0]!._id;
  return { fullname: name, email, password, token, addressId, phone, headers };
}

/**
 * Signs the page's browser in as the shopper: its storage gets the session cookie the login form sets (no
 * page opens; `setCart` and the API need none). A journey that reads the page's address opens one first.
 */
export async function signIn(page: Page, shopper: Shopper) {
  await page.context().addCookies([{ name: "authjs.session-token", value: shopper.token, url: base.info().project.use.baseURL! }]);
}

export type OwnProduct = {
  id: string;
  slug: string;
  name: string;
  sizeId: string;
  size: string;
  colorName: string;
  /** Each size's id, by name. */
  sizeIds: Record<string, string>;
};

/**
 * A product of the journey's own, one colour and one size (M, ₹1,299 against ₹1,999, `stock` pieces; `sizes` for more,
 * `prices` for a size's own price in rupees, `soldOut` for sizes with no stock),
 * made through the back office's API: a journey that counts stock counts its own. Cash on delivery
 * on unless `cod` is false. It sits in a category of its own ("Test kurtas …"), so the demo categories'
 * pages and counts that other journeys read (the largest category, a category's first cards) stay the seed's.
 * Pass the test's `request`, not `page.request`: the admin's sign-in leaves its session cookie in the context that makes it.
 */
export async function ownProduct(
  request: APIRequestContext,
  { cod = true, stock = 10, sizes = ["M"], prices = {} as Record<string, number>, soldOut = [] as string[] } = {},
): Promise<OwnProduct> {
  const admin = await bearer(request, ADMIN);
  const tag = randomUUID().slice(0, 8);
  const name = `Test kurta ${tag}`;
  const picture = await sharp({ create: { width: 300, height: 400, channels: 3, background: "#2e3a87" } })
    .png()
    .toBuffer();
  const categoryName = `Test kurtas ${tag}`;
  const filed = await request.post("/api/v1/products/category", {
    headers: admin,
    multipart: { name: categoryName, image: { name: "kurtas.png", mimeType: "image/png", buffer: picture } },
  });
  expect(filed.status(), await filed.text()).toBe(200);
  const { categories } = (await filed.json()) as { categories: { id: string; name: string }[] };
  const made = await request.post("/api/v1/products/createProduct", {
    headers: admin,
    multipart: {
      name,
      description: "A cotton kurta made for one journey.",
      details: JSON.stringify(["Pure cotton"]),
      hsn: "6211",
      category: categories.find((category) => category.name === categoryName)!.id,
      cashOnDelivery: cod ? "On" : "Off",
    },
  });
  expect(made.status(), await made.text()).toBe(200);
  const { id } = ((await made.json()) as { product: { id: string } }).product;
  const added = await request.post("/api/v1/products/varient", {
    headers: admin,
    multipart: {
      productId: id,
      colorCode: "#2E3A87",
      colorName: "Indigo",
      sizes: JSON.stringify(
        sizes.map((size) => {
          const price = prices[size] ?? 1299;
          return { size, price, discount: Math.max(price, 1999), stock: soldOut.includes(size) ? 0 : stock };
        }),
      ),
      images: { name: "kurta.png", mimeType: "image/png", buffer: picture },
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  const { product } = (await added.json()) as { product: { slug: string; subDetails: { sizes: { _id: string; size: string }[] }[] } };
  const madeSizes = product.subDetails[0]!.sizes;
  const sizeIds = Object.fromEntries(madeSizes.map((size) => [size.size, size._id]));
  return { id, slug: product.slug, name, sizeId: madeSizes[0]!._id, size: madeSizes[0]!.size, colorName: "Indigo", sizeIds };
}

/** `shopper`: a new customer of the test's own (`newShopper`); `signIn(page, shopper)` signs the page in as her. */
export const test = base.extend<{ shopper: Shopper }>({
  // eslint's React rules read Playwright's `use` as a hook: the same callback under another name.
  shopper: async ({}, provide) => provide(await newShopper()),
});

export { expect };
