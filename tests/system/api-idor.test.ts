import { createHmac, randomBytes } from "node:crypto";
import { afterAll, beforeAll, expect, test } from "vitest";
import { ADMIN } from "./support/data";
import { clientAt, type Sent } from "./support/from-address";
import { stopAll, waitFor } from "./support/processes";
import { startShop, type Shop } from "./support/shop";

// IDOR, call by call, over HTTP through the production server and its middleware: every /api/v1
// call of the OpenAPI document that names an object (an order, an address, a review, a payment, a
// return or an exchange, or another user) is tried by the object's owner, another customer, a
// visitor and an admin. Each attempt by someone who may not is refused with the status and message
// below, and nothing changes; then the one who may (the owner, or the admin for the back office's
// moves) does it, which proves each refused request was otherwise a good one. The tests build on each other
// (in order, as Vitest runs a file's tests). Moved from the e2e journeys, as it opens no page (issue 50): one
// server behind no proxy, every call from one loopback address of this file's own (sign-ups each from another).

type Role = "owner" | "other" | "visitor" | "admin";
type Answer = { status: number; body: Record<string, unknown> };
type Order = { _id: string; cart: { _id: string; productId: string; quantity: number }[]; orderDetails: { status: string } };

const PASSWORD = "Customer@123";
/** The payment twin's test key secret (lib/payments/twin.ts, docs/api.md). */
const TWIN_KEY_SECRET = "twin-demo-key-secret-no-money-moves";
const ADDRESS = {
  name: "Owner",
  addressLine1: "4 Residency Road",
  addressLine2: "",
  city: "Pune",
  state: "Maharashtra",
  pinCode: "411001",
  phoneNumber: "9876501234",
};

const tokens: Partial<Record<Role, string>> = {};
let shop: Shop;
let call: (path: string, sent?: Sent) => ReturnType<ReturnType<typeof clientAt>>;
const jsonOf = async <T>(answer: Promise<{ text: string }>) => JSON.parse((await answer).text) as T;

/** A POST with a JSON body, or a GET (data: null). */
async function send(role: Role, path: string, data: Record<string, unknown> | null = {}): Promise<Answer> {
  const token = tokens[role];
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const response = await call(`/api/v1${path}`, data === null ? { headers } : { json: data, headers });
  return { status: response.status, body: JSON.parse(response.text) as Record<string, unknown> };
}

async function ok(role: Role, path: string, data: Record<string, unknown> | null = {}): Promise<Record<string, unknown>> {
  const answer = await send(role, path, data);
  expect(answer.status, `${role} ${path}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBe(200);
  return answer.body;
}

/** A new customer, signed up, verified through the mailed link, signed in. */
async function customer(name: string): Promise<{ token: string; id: string }> {
  const email = `idor-${name}-${Date.now()}-${randomBytes(3).toString("hex")}@example.com`;
  const signup = await clientAt(shop)("/api/v1/user/signup", {
    json: { fullname: name, email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(signup.status).toBe(200);
  const { token } = await jsonOf<{ token: string }>(call("/api/v1/user/signin", { json: { email, password: PASSWORD } }));
  const verifyToken = await waitFor(
    `the verification link of ${email}`,
    async () => {
      const mailbox = await jsonOf<{ emails: { links: string[] }[] }>(call(`/api/dev/mailbox?to=${encodeURIComponent(email)}`));
      return mailbox.emails
        .flatMap((mail) => mail.links)
        .map((link) => /\/verify\/([^/?#]+)/.exec(link)?.[1])
        .find(Boolean);
    },
    10_000,
  );
  const auth = { Authorization: `Bearer ${token}` };
  expect((await call("/api/v1/auth/verification", { json: { token: verifyToken }, headers: auth })).status).toBe(200);
  const { user } = await jsonOf<{ user: { _id: string } }>(call("/api/v1/user/getUser", { headers: auth }));
  return { token, id: user._id };
}

/** One piece of a size in stock of a cash-on-delivery product, as a cart line (journeys beside this one make and sell products too). */
async function cartLine(): Promise<{ sizeId: string; quantity: number }> {
  const list = await jsonOf<{ products: { _id: string }[] }>(call("/api/v1/products/getAllProduct?availibility=true&payment=cod&limit=20"));
  let size: { _id: string; stock: number } | undefined;
  for (const { _id } of list.products) {
    const { product } = await jsonOf<{ product: { subDetails: { sizes: { _id: string; stock: number }[] }[] } }>(
      call(`/api/v1/products/getProduct?id=${_id}`),
    );
    size = product.subDetails.flatMap((variant) => variant.sizes).find((each) => each.stock > 2);
    if (size) break;
  }
  return { sizeId: size!._id, quantity: 1 };
}

async function cashOrder(role: Role, addressId: string): Promise<Order> {
  const line = await cartLine();
  await ok(role, "/order/updateMyCart", { cart: JSON.stringify([line]) });
  const { cart } = await ok(role, "/order/getMyCart");
  return (await ok(role, "/order/cashOnDelivery", { addressId, cart: JSON.stringify(cart) })).order as Order;
}

const state = async (orderId: string) => ((await ok("admin", "/order/getOrderById", { orderId })).orders as Order).orderDetails.status;

/** The objects of the owner, made through the API. */
const owned = {} as {
  userId: string;
  otherId: string;
  addressId: string;
  pending: Order;
  delivered: Order;
  forAdmin: Order;
  payment: { id: string };
  reviewId: string;
};

beforeAll(async () => {
  shop = await startShop({ env: { TRUSTED_PROXY_HOPS: "0" } });
  call = clientAt(shop);
  const [owner, other] = [await customer("Owner"), await customer("Other")];
  tokens.owner = owner.token;
  tokens.other = other.token;
  tokens.admin = (await jsonOf<{ token: string }>(call("/api/v1/user/signin", { json: ADMIN }))).token;
  owned.userId = owner.id;
  owned.otherId = other.id;

  const addresses = (await ok("owner", "/user/addAddress", ADDRESS)).address as { _id: string }[];
  owned.addressId = addresses.at(-1)!._id;
  owned.pending = await cashOrder("owner", owned.addressId);
  owned.forAdmin = await cashOrder("owner", owned.addressId);
  owned.delivered = await cashOrder("owner", owned.addressId);
  for (const status of ["Confirmed", "Shipped", "Delivered"])
    await ok("admin", "/order/updateOrder", { orderId: owned.delivered._id, status });
  const productId = owned.delivered.cart[0]!.productId;
  const review = await ok("owner", "/review/createReview", { review: "Fits well.", stars: 4, productId });
  owned.reviewId = (review.savedReview as { _id: string })._id;
  await ok("owner", "/order/updateMyCart", { cart: JSON.stringify([await cartLine()]) });
  const { cart } = await ok("owner", "/order/getMyCart");
  owned.payment = (await ok("owner", "/order/capturePayment", { addressId: owned.addressId, cart: JSON.stringify(cart) })).payment as {
    id: string;
  };
});

afterAll(() => stopAll());

/** Another's order, address or payment is "not found", never "forbidden" (nothing tells it exists). */
const NOT_FOUND = 404;

/** Each caller in `expected` tries the call, and is refused with that status and a message. */
async function refused(path: string, data: Record<string, unknown>, expected: Partial<Record<Role, number>>) {
  for (const [role, status] of Object.entries(expected) as [Role, number][]) {
    const answer = await send(role, path, data);
    expect([role, path, answer.status, typeof answer.body.message]).toEqual([role, path, status, "string"]);
  }
}

// The calls this file tries, each by all four callers.
const MATRIX_CALLS = [
  "POST /order/getOrderById",
  "POST /order/cancelMyOrder",
  "POST /order/cancelOrder",
  "POST /order/updateOrder",
  "POST /order/returnOrder",
  "POST /order/cashOnDelivery",
  "POST /order/capturePayment",
  "POST /order/verifyPayment",
  "POST /order/buyAgain",
  "POST /order/payAdvance",
  "POST /user/updateAddress",
  "POST /user/removeAddress",
  "POST /review/updateReview",
  "POST /review/deleteReview",
  "POST /user/updateUser",
  "POST /user/deleteUser",
  "POST /storeCredit/adjust",
  "POST /grievances/answer",
  "POST /user/unsubscribe",
  "POST /giftCards/void",
  "POST /giftCards/buy/verify",
];

test("every call of the OpenAPI document that names a customer's object is in this matrix", async () => {
  const document = await jsonOf<{ paths: Record<string, Record<string, { requestBody?: unknown; parameters?: unknown }>> }>(
    call("/api/v1/openapi.json"),
  );
  const NAMES = /"(orderId|addressId|reviewId|razorpay_order_id|userId|id)"/;
  const naming = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, operation]) => NAMES.test(JSON.stringify(operation.requestBody ?? operation.parameters ?? {})))
      .map(([method]) => `${method.toUpperCase()} ${path}`),
  );
  // The catalogue's ids name public objects (products, variants, categories) and promotions are the shop's own,
  // all changed by admins only, and getReview's userId is not read: their access is held by the access test of
  // every call (tests/integration/http/openapi.test.ts; tests/integration/admin/promotions.test.ts).
  const publicObjects = (call: string) => call.includes(" /products/") || call.includes(" /promotions") || call === "GET /review/getReview";
  expect(naming.filter((call) => !publicObjects(call) && !MATRIX_CALLS.includes(call))).toEqual([]);
});

test("an order: seen by its owner and an admin only; cancelled by its owner; moved by an admin only", async () => {
  const orderId = owned.pending._id;
  const moved = owned.forAdmin._id;
  await refused("/order/getOrderById", { orderId }, { other: NOT_FOUND, visitor: 401 });
  await refused("/order/cancelMyOrder", { orderId }, { other: NOT_FOUND, visitor: 401, admin: NOT_FOUND });
  await refused("/order/cancelOrder", { orderId: moved }, { owner: 403, other: 403, visitor: 401 });
  await refused("/order/updateOrder", { orderId: moved, status: "Confirmed" }, { owner: 403, other: 403, visitor: 401 });
  expect([await state(orderId), await state(moved)]).toEqual(["Pending", "Pending"]);

  expect(((await ok("owner", "/order/getOrderById", { orderId })).orders as Order)._id).toBe(orderId);
  expect(((await ok("admin", "/order/getOrderById", { orderId })).orders as Order)._id).toBe(orderId);
  expect(((await ok("owner", "/order/cancelMyOrder", { orderId })).order as Order).orderDetails.status).toBe("Cancelled");
  expect(((await ok("admin", "/order/cancelOrder", { orderId: moved })).order as Order).orderDetails.status).toBe("Cancelled");
});

test("a return (or an exchange) of a delivered order: asked for by its owner only", async () => {
  const orderId = owned.delivered._id;
  const request = { orderId, reason: "", cart: [{ _id: owned.delivered.cart[0]!._id, currQty: 1 }] };
  await refused("/order/returnOrder", request, { other: NOT_FOUND, visitor: 401, admin: NOT_FOUND });
  expect(await state(orderId)).toBe("DELIVERED");
  expect(((await ok("owner", "/order/returnOrder", request)).order as { orderType: string }).orderType).toBe("Returns");
});

test("a payment: verified by its owner only; another's address refused for a payment or a cash order", async () => {
  const paymentId = `pay_${randomBytes(7).toString("hex")}`;
  const signature = createHmac("sha256", TWIN_KEY_SECRET).update(`${owned.payment.id}|${paymentId}`).digest("hex");
  const { cart } = await ok("owner", "/order/getMyCart");
  const checkout = {
    razorpay_order_id: owned.payment.id,
    razorpay_payment_id: paymentId,
    razorpay_signature: signature,
    addressId: owned.addressId,
    cart: JSON.stringify(cart),
  };
  const ordersOf = async (role: Role) => ((await ok(role, "/order/getMyOrders")).orders as Order[]).length;
  const before = { owner: await ordersOf("owner"), other: await ordersOf("other") };

  await ok("other", "/order/updateMyCart", { cart: JSON.stringify([await cartLine()]) });
  const theirs = JSON.stringify((await ok("other", "/order/getMyCart")).cart);
  await refused(
    "/order/capturePayment",
    { addressId: owned.addressId, cart: theirs },
    { other: NOT_FOUND, admin: NOT_FOUND, visitor: 401 },
  );
  await refused(
    "/order/cashOnDelivery",
    { addressId: owned.addressId, cart: theirs },
    { other: NOT_FOUND, admin: NOT_FOUND, visitor: 401 },
  );
  await refused("/order/verifyPayment", checkout, { other: NOT_FOUND, visitor: 401, admin: NOT_FOUND });
  expect({ owner: await ordersOf("owner"), other: await ordersOf("other") }).toEqual(before);

  await ok("owner", "/order/verifyPayment", checkout);
  expect(await ordersOf("owner")).toBe(before.owner + 1);
});

test("a review: changed by its owner only, deleted by its owner or an admin", async () => {
  const reviewId = owned.reviewId;
  const productId = owned.delivered.cart[0]!.productId;
  const mine = async () => {
    const response = call(`/api/v1/review/getReview?productId=${productId}`, { headers: { Authorization: `Bearer ${tokens.owner}` } });
    return (await jsonOf<{ myReview?: { review: string; stars: number } }>(response)).myReview;
  };
  // A review is public (shown with its author's name), so another's is "not yours" rather than "not found".
  await refused(
    "/review/updateReview",
    { reviewId, review: "Changed by someone else.", stars: 1 },
    { other: 403, visitor: 401, admin: 403 },
  );
  await refused("/review/deleteReview", { reviewId }, { other: 403, visitor: 401 });
  expect(await mine()).toMatchObject({ review: "Fits well.", stars: 4 });

  await ok("owner", "/review/updateReview", { reviewId, review: "Fits very well.", stars: 5 });
  expect(await mine()).toMatchObject({ review: "Fits very well.", stars: 5 });
  await ok("admin", "/review/deleteReview", { reviewId });
  expect(await mine()).toBeUndefined();
});

test("buy again: an order's items put back in the cart of its owner only", async () => {
  const orderId = owned.delivered._id;
  const cartSize = async (role: Role) => ((await ok(role, "/order/getMyCart")).cart as unknown[]).length;
  const before = { other: await cartSize("other"), admin: await cartSize("admin") };
  await refused("/order/buyAgain", { orderId }, { other: NOT_FOUND, visitor: 401, admin: NOT_FOUND });
  expect({ other: await cartSize("other"), admin: await cartSize("admin") }).toEqual(before);

  const again = await ok("owner", "/order/buyAgain", { orderId });
  expect((again.added as string[]).length).toBeGreaterThan(0);
  expect(((await ok("owner", "/order/getMyCart")).cart as unknown[]).length).toBeGreaterThan(0);
});

test("a COD advance's payment: opened for its owner's order only", async () => {
  const orderId = owned.delivered._id;
  await refused("/order/payAdvance", { orderId }, { other: NOT_FOUND, visitor: 401, admin: NOT_FOUND });
  // Her own delivered order asks no advance: 409, no payment opened.
  await refused("/order/payAdvance", { orderId }, { owner: 409 });
});

test("store credit: given to the user it names by an admin only; nobody else moves anyone's balance", async () => {
  const balance = async () => (await ok("owner", "/user/storeCredit", null)).balance;
  const before = await balance();
  const grant = { userId: owned.userId, amount: 100, reason: "Goodwill" };
  await refused("/storeCredit/adjust", grant, { owner: 403, other: 403, visitor: 401 });
  expect(await balance()).toBe(before);
  await ok("admin", "/storeCredit/adjust", grant);
  expect(await balance()).toBe(Number(before) + 100);
});

test("an address: changed and removed by its owner only", async () => {
  const id = owned.addressId;
  const named = async () =>
    ((await ok("owner", "/user/getAddress", null)).address as { _id: string; name: string }[]).find((each) => each._id === id)?.name;
  await refused("/user/updateAddress", { ...ADDRESS, id, name: "Someone else" }, { other: NOT_FOUND, visitor: 401, admin: NOT_FOUND });
  await refused("/user/removeAddress", { id }, { other: NOT_FOUND, visitor: 401, admin: NOT_FOUND });
  expect(await named()).toBe("Owner");

  await ok("owner", "/user/updateAddress", { ...ADDRESS, id, name: "Owner at home" });
  expect(await named()).toBe("Owner at home");
  await ok("owner", "/user/removeAddress", { id });
  expect(await named()).toBeUndefined();
});

test("a privacy grievance: answered by an admin only, whoever wrote it", async () => {
  const filed = await ok("owner", "/grievances", {
    name: "Owner",
    email: "owner@example.com",
    kind: "ACCESS",
    message: "Please send me the data you hold on me.",
  });
  const answer = { id: (filed.grievance as { id: string }).id, answer: "Your data is attached." };
  await refused("/grievances/answer", answer, { owner: 403, other: 403, visitor: 401 });
  await ok("admin", "/grievances/answer", answer);
});

// The link the shop signed withdraws the consent it names (tests/integration/privacy/unsubscribe-link.test.ts);
// one made up for someone's address, by anyone, changes nothing.
test("a marketing stop link: refused when the shop did not sign it, whoever sends it", async () => {
  const { email } = (await ok("owner", "/user/getUser", null)).user as { email: string };
  const id = Buffer.from(`CART_REMINDERS EMAIL ${email}`).toString("base64url");
  const key = createHmac("sha256", "a guess").update(id).digest("base64url");
  const consents = async () => JSON.stringify((await ok("owner", "/user/consents", null)).consents);
  const before = await consents();
  await refused("/user/unsubscribe", { id, key }, { owner: 403, other: 403, visitor: 403, admin: 403 });
  expect(await consents()).toBe(before);
});

test("a gift card: voided by an admin only", async () => {
  const issued = (await ok("admin", "/giftCards", { amount: 500, recipientName: "Owner" })).giftCard as { id: string; code: string };
  await refused("/giftCards/void", { id: issued.id }, { owner: 403, other: 403, visitor: 401 });
  await ok("admin", "/giftCards/void", { id: issued.id });
  // Voided, it credits no one.
  expect((await send("owner", "/giftCards/redeem", { code: issued.code })).status).toBe(404);
});

test("a bought gift card's payment: verified by its buyer only", async () => {
  const sendOn = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  const card = { amount: 500, recipientName: "Asha", deliverBy: "EMAIL", recipientEmail: "asha.idor@example.com", message: "", sendOn };
  const razorpayOrderId = ((await ok("owner", "/giftCards/buy", card)).payment as { id: string }).id;
  const paymentId = `pay_${randomBytes(7).toString("hex")}`;
  const signature = createHmac("sha256", TWIN_KEY_SECRET).update(`${razorpayOrderId}|${paymentId}`).digest("hex");
  const paid = { razorpay_order_id: razorpayOrderId, razorpay_payment_id: paymentId, razorpay_signature: signature };
  await refused("/giftCards/buy/verify", paid, { other: NOT_FOUND, visitor: 401, admin: NOT_FOUND });
  expect(typeof (await ok("owner", "/giftCards/buy/verify", paid)).giftCardId).toBe("string");
});

test("updateUser and deleteUser act on the caller only, whatever user they name", async () => {
  const profile = async (role: Role) => (await ok(role, "/user/getUser", null)).user as { _id: string; fullname: string };
  const changed = await ok("other", "/user/updateUser", { fullname: "Renamed", id: owned.userId, userId: owned.userId, _id: owned.userId });
  expect((changed.updatedUser as { _id: string })._id).toBe(owned.otherId);
  expect((await profile("owner")).fullname).toBe("Owner");
  expect((await send("visitor", "/user/updateUser", { fullname: "Renamed", id: owned.userId })).status).toBe(401);

  for (const role of ["other", "admin"] as const) {
    const wrong = await send(role, "/user/deleteUser", { password: "not-the-password", id: owned.userId, userId: owned.userId });
    expect([role, wrong.status, wrong.body.message]).toEqual([role, 400, "The password is not correct"]);
  }
  expect((await send("visitor", "/user/deleteUser", { password: PASSWORD, id: owned.userId })).status).toBe(401);
  await ok("other", "/user/deleteUser", { password: PASSWORD, id: owned.userId, userId: owned.userId });
  expect((await profile("owner"))._id).toBe(owned.userId);
  expect((await send("other", "/user/getUser", null)).status).toBe(401);
});
