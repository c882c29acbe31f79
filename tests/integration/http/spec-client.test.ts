import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as getVerificationLink } from "@/app/api/v1/auth/getVerificationLink/route";
import { POST as verification } from "@/app/api/v1/auth/verification/route";
import { POST as cancelMyOrder } from "@/app/api/v1/order/cancelMyOrder/route";
import { POST as cancelOrder } from "@/app/api/v1/order/cancelOrder/route";
import { POST as capturePayment } from "@/app/api/v1/order/capturePayment/route";
import { POST as cashOnDelivery } from "@/app/api/v1/order/cashOnDelivery/route";
import { POST as getMyCart } from "@/app/api/v1/order/getMyCart/route";
import { POST as getMyOrders } from "@/app/api/v1/order/getMyOrders/route";
import { POST as getMyWishlist } from "@/app/api/v1/order/getMyWishlist/route";
import { POST as getOrders } from "@/app/api/v1/order/getOrders/route";
import { POST as returnOrder } from "@/app/api/v1/order/returnOrder/route";
import { POST as updateMyCart } from "@/app/api/v1/order/updateMyCart/route";
import { POST as updateMyWishlist } from "@/app/api/v1/order/updateMyWishlist/route";
import { POST as updateOrder } from "@/app/api/v1/order/updateOrder/route";
import { POST as verifyPayment } from "@/app/api/v1/order/verifyPayment/route";
import { POST as addCategory, PUT as updateCategory } from "@/app/api/v1/products/category/route";
import { POST as createProduct } from "@/app/api/v1/products/createProduct/route";
import { GET as getAllProduct } from "@/app/api/v1/products/getAllProduct/route";
import { GET as getColors } from "@/app/api/v1/products/getColors/route";
import { POST as getProduct } from "@/app/api/v1/products/getProduct/route";
import { POST as updateProduct } from "@/app/api/v1/products/updateProduct/route";
import { POST as addVariant } from "@/app/api/v1/products/varient/route";
import { POST as createReview } from "@/app/api/v1/review/createReview/route";
import { GET as getReview } from "@/app/api/v1/review/getReview/route";
import { POST as updateReview } from "@/app/api/v1/review/updateReview/route";
import { POST as addAddress } from "@/app/api/v1/user/addAddress/route";
import { GET as getAddress } from "@/app/api/v1/user/getAddress/route";
import { GET as getUser } from "@/app/api/v1/user/getUser/route";
import { POST as signin } from "@/app/api/v1/user/signin/route";
import { POST as signup } from "@/app/api/v1/user/signup/route";
import { hashPassword } from "@/lib/auth/password";
import { SHOP_CANCEL_REASON } from "@/lib/orders/model/schemas";
import { checkoutPayload, sign } from "@/lib/payments/signature";
import { TWIN_KEY_SECRET } from "@/lib/payments/twin";
import { APP_ORIGIN, call, createOrderFor, db, latestToken, pngFile, randomIp, uniqueEmail, type RouteHandler } from "../../support/api";
import { formFields, openApiChecker, type OpenApiChecker } from "../../support/openapi-check";

// A client written to the spec: it sends only section 7's calls with section 7's payloads and
// decides what to offer with section 4's rules, reading only the fields the spec names. The
// journey: sign up, verify, address, cart, cash on delivery, cancel, pay online, delivered,
// return, review, then the admin's lists and cancel. Only the admin account and a crowd of
// other customers' orders are written to the database directly (the spec has no call for either).
// Every request and every answer is checked against the OpenAPI document the shop serves
// (GET /api/v1/openapi.json) by an OpenAPI validator: a call, field or spelling the document does
// not describe fails the test.
let checker: OpenApiChecker;
beforeAll(async () => {
  checker = await openApiChecker();
});
afterAll(() => db.$disconnect());

// Loosely typed on purpose: the client reads what the spec names and nothing else.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = any;
type Order = {
  _id: string;
  totalPrice: number;
  updateDate: string;
  paymentType: "Prepaid" | "COD";
  orderType: "Order" | "Returns";
  orderDetails: { public_order_id: string; status: string };
  cart: { _id: string; name: string; quantity: number; images: string[] }[];
  shiprocketDetails: { invoice: string | null; awb_code: string | null };
};

const DAY = 24 * 60 * 60 * 1000;

// Section 4's rules, as a client written to the spec applies them.
const offersCancel = (order: Order) => order.orderDetails.status === "Pending" && order.orderType === "Order";
const offersReturn = (order: Order) =>
  order.orderDetails.status === "DELIVERED" &&
  order.orderType === "Order" &&
  Math.floor((Date.parse(order.updateDate) - Date.now()) / DAY) < 3;
const paymentDisplay = (order: Order) => {
  const status = order.orderDetails.status;
  const state = order.paymentType === "Prepaid" || status === "Delivered" ? "Paid" : status === "Cancelled" ? "Not Done" : "Pending";
  return `${state} ${order.paymentType === "COD" ? "Cash" : "Prepaid"}`;
};

/** One browser session of the spec's client: every call carries the bearer token of its session. */
function specClient() {
  const ip = randomIp();
  let token: string | undefined;
  async function send(
    handler: RouteHandler,
    path: string,
    payload: { json?: unknown; form?: FormData; params?: Record<string, string>; method?: string } = {},
  ) {
    const query = payload.params ? `?${new URLSearchParams(payload.params)}` : "";
    const method = payload.method ?? (payload.json !== undefined || payload.form ? "POST" : "GET");
    const traffic = {
      method,
      path: `/api/v1${path}${query}`,
      headers: token ? { authorization: `Bearer ${token}` } : undefined,
      body: payload.form ? formFields(payload.form) : payload.json,
    };
    expect(checker.request(traffic), `${method} ${path}: the request`).toEqual([]);
    const { status, body } = await call(handler, { ...traffic, json: payload.json, form: payload.form, token, ip });
    expect(status, `${path}: ${JSON.stringify(body).slice(0, 300)}`).toBe(200);
    expect(checker.response(traffic, status, body), `${method} ${path}: the answer`).toEqual([]);
    return body as Answer;
  }
  return {
    send,
    post: (handler: RouteHandler, path: string, json: unknown = {}) => send(handler, path, { json }),
    get: (handler: RouteHandler, path: string, params?: Record<string, string>) => send(handler, path, { params }),
    async login(email: string, password: string) {
      token = (await send(signin, "/user/signin", { json: { email, password } })).token;
      return (await send(getUser, "/user/getUser")).user;
    },
  };
}

/** The admin account exists before any client runs (no call makes one). */
async function adminAccount() {
  const email = uniqueEmail("spec-admin");
  const password = `Admin-${randomBytes(6).toString("hex")}`;
  await db.user.create({
    data: { fullname: "Spec Admin", email, passwordHash: await hashPassword(password), role: "ADMIN", isVerified: true },
  });
  return { email, password };
}

function form(fields: Record<string, string | File | readonly (string | File)[]>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of typeof value === "string" || value instanceof File ? [value] : value) data.append(key, item);
  }
  return data;
}

describe("a client written to the spec works unchanged", () => {
  it("sign up, verify, address, cart, cash on delivery, cancel, pay online, delivered, return, review, and the admin's lists and cancel", async () => {
    // The admin puts a white kurta on sale, its colour a 3-digit code (spec §5, §9).
    const adminLogin = await adminAccount();
    const admin = specClient();
    expect((await admin.login(adminLogin.email, adminLogin.password)).userType).toBe("Admin");
    const tag = randomUUID().slice(0, 8);
    const { categories } = await admin.send(addCategory, "/products/category", {
      form: form({ image: await pngFile("category.png"), name: `Spec Kurtas ${tag}` }),
    });
    const added = categories.find((each: Answer) => each.name === `Spec Kurtas ${tag}`);
    // A category renamed with a JSON body (no new picture).
    const renamed = await admin.send(updateCategory, "/products/category", {
      method: "PUT",
      json: { id: added._id, name: `Spec Kurta Sets ${tag}` },
    });
    const category = renamed.categories.find((each: Answer) => each._id === added._id);
    expect(category.name).toBe(`Spec Kurta Sets ${tag}`);
    const created = await admin.send(createProduct, "/products/createProduct", {
      form: form({
        name: `Spec White Kurta ${tag}`,
        description: "Plain white cotton, for the spec client",
        details: JSON.stringify(["Cotton", "Regular fit"]),
        hsn: "6211",
        category: category._id,
        cashOnDelivery: "On",
      }),
    });
    expect(created.product).toMatchObject({ details: ["Cotton", "Regular fit"], cashOnDelivery: "On" });
    // axios's own spelling of a list in a form (details[0], details[1]), and the other common ones:
    // each is stored whole, none dropped.
    const edit = { id: created.product._id, name: `Spec White Kurta ${tag}`, description: "Plain white cotton", hsn: "6211" };
    for (const [spelling, details] of [
      ["indexed", { "details[0]": "Cotton", "details[1]": "Regular fit", "details[2]": "Hand wash" }],
      ["brackets", { "details[]": ["Cotton", "Regular fit", "Hand wash"] }],
      ["repeated", { details: ["Cotton", "Regular fit", "Hand wash"] }],
    ] as const) {
      const edited = await admin.send(updateProduct, "/products/updateProduct", {
        form: form({ ...edit, ...details, category: category._id, cashOnDelivery: "on" }),
      });
      expect(edited.product.details, spelling).toEqual(["Cotton", "Regular fit", "Hand wash"]);
    }
    await admin.send(addVariant, "/products/varient", {
      form: form({
        productId: created.product._id,
        colorCode: "#fff",
        colorName: "White",
        images: [await pngFile("front.png"), await pngFile("back.png")],
        sizes: JSON.stringify([
          { size: "M", price: 899, discount: 1199, stock: 5 },
          { size: "L", price: 999, discount: 1299, stock: 5 },
        ]),
      }),
    });

    // Sign up and log in; the account starts unverified, with an empty cart and wishlist.
    const shopper = specClient();
    const email = uniqueEmail("spec-client");
    const password = "Spec-client-pw-1";
    await shopper.post(signup, "/user/signup", { fullname: "Kavya Rao", email, password, confirmPassword: password });
    const fresh = await shopper.login(email, password);
    expect(fresh).toMatchObject({ fullname: "Kavya Rao", email, isVerified: false, cart: [], wishlist: [] });

    // Verify: the Verify link button, then the token from the mailed link.
    await shopper.post(getVerificationLink, "/auth/getVerificationLink");
    await shopper.post(verification, "/auth/verification", { token: await latestToken(email, "verify") });
    expect((await shopper.get(getUser, "/user/getUser")).user.isVerified).toBe(true);

    // An address.
    const address = {
      name: "Kavya Rao",
      addressLine1: "4 Residency Road",
      addressLine2: "",
      city: "Pune",
      state: "Maharashtra",
      pinCode: 411001,
      phoneNumber: 9876501234,
    };
    // The spec gives pin code and phone no type: a client may send them as numbers.
    const [saved] = (await shopper.post(addAddress, "/user/addAddress", address)).address;
    expect(saved).toMatchObject({ pinCode: "411001", phoneNumber: "9876501234" });
    expect((await shopper.get(getAddress, "/user/getAddress")).address).toEqual([saved]);

    // Find the kurta by its colour (start-up fetches the colours), open it, choose colour and size.
    const { colors } = await shopper.get(getColors, "/products/getColors");
    expect(colors.map((color: Answer) => color.colorCode)).toContain("#fff");
    const listed = await shopper.get(getAllProduct, "/products/getAllProduct", {
      color: "#fff",
      category: category._id,
      payment: "On",
      page: "1",
      limit: "12",
    });
    expect(listed.products.map((product: Answer) => product._id)).toEqual([created.product._id]);
    const { product } = await shopper.post(getProduct, "/products/getProduct", { id: created.product._id });
    const white = product.subDetails.find((variant: Answer) => variant.colorCode === "#fff");
    const [medium, large] = white.sizes;
    const line = (size: Answer, quantity: number) => ({
      productId: product._id,
      name: `${product.name}-${white.colorName}-${size.size}`,
      description: product.description,
      image: white.images[0],
      price: size.price,
      discount: size.discount,
      subDetailId: white._id,
      sizeId: size._id,
      quantity,
      maxQuantity: size.stock,
    });

    // Cart and wishlist changes are pushed as JSON text; the user carries both lists.
    await shopper.post(updateMyCart, "/order/updateMyCart", { cart: JSON.stringify([line(medium, 1)]) });
    const { productId, name, description, image, price, subDetailId, sizeId } = line(large, 1);
    await shopper.post(updateMyWishlist, "/order/updateMyWishlist", {
      wishlist: JSON.stringify([{ productId, name, description, image, price, subDetailId, sizeId }]),
    });
    const { cart } = await shopper.post(getMyCart, "/order/getMyCart");
    expect(cart).toMatchObject([{ sizeId: medium._id, quantity: 1, maxQuantity: 5 }]);
    expect((await shopper.post(getMyWishlist, "/order/getMyWishlist")).wishlist).toMatchObject([{ sizeId: large._id }]);
    const me = (await shopper.get(getUser, "/user/getUser")).user;
    expect(me.cart).toMatchObject([{ sizeId: medium._id, quantity: 1 }]);
    expect(me.wishlist).toMatchObject([{ sizeId: large._id }]);

    // Cash on delivery, then Cancel, offered while the order is Pending.
    await shopper.post(cashOnDelivery, "/order/cashOnDelivery", { addressId: saved._id, cart: JSON.stringify(cart) });
    const cod: Order = (await shopper.post(getMyOrders, "/order/getMyOrders")).orders[0];
    expect([offersCancel(cod), offersReturn(cod), paymentDisplay(cod)]).toEqual([true, false, "Pending Cash"]);
    const cancelled: Order = (await shopper.post(cancelMyOrder, "/order/cancelMyOrder", { orderId: cod._id })).order;
    expect([offersCancel(cancelled), offersReturn(cancelled), paymentDisplay(cancelled)]).toEqual([false, false, "Not Done Cash"]);

    // Pay online: create the payment, hand Razorpay's order to Checkout, verify what it answers.
    await shopper.post(updateMyCart, "/order/updateMyCart", { cart: JSON.stringify([line(medium, 2)]) });
    const pay = await shopper.post(getMyCart, "/order/getMyCart");
    const { payment } = await shopper.post(capturePayment, "/order/capturePayment", {
      addressId: saved._id,
      cart: JSON.stringify(pay.cart),
    });
    expect(payment).toEqual({ id: expect.stringMatching(/^order_/), amount: Math.round(pay.totals.total * 100), currency: "INR" });
    expect(Number.isInteger(payment.amount)).toBe(true);
    const paymentId = `pay_${randomBytes(7).toString("hex")}`;
    const checkout = {
      razorpay_order_id: payment.id,
      razorpay_payment_id: paymentId,
      razorpay_signature: sign(checkoutPayload(payment.id, paymentId), TWIN_KEY_SECRET),
    };
    await shopper.post(verifyPayment, "/order/verifyPayment", { ...checkout, addressId: saved._id, cart: JSON.stringify(pay.cart) });
    await shopper.post(updateMyCart, "/order/updateMyCart", { cart: "[]" });
    const prepaid: Order = (await shopper.post(getMyOrders, "/order/getMyOrders")).orders[0];
    expect(prepaid._id).not.toBe(cod._id);
    expect(prepaid.totalPrice).toBe(payment.amount / 100);
    // Paid, and still Pending: the customer may cancel it (and is refunded) until the shop confirms it.
    expect([offersCancel(prepaid), offersReturn(prepaid), paymentDisplay(prepaid)]).toEqual([true, false, "Paid Prepaid"]);

    // The admin moves it along until it is delivered: now Return is offered.
    for (const status of ["Confirmed", "Shipped", "Delivered"])
      await admin.post(updateOrder, "/order/updateOrder", { orderId: prepaid._id, status });
    const delivered: Order = (await shopper.post(getMyOrders, "/order/getMyOrders")).orders.find(
      (order: Order) => order._id === prepaid._id,
    );
    expect([offersCancel(delivered), offersReturn(delivered), paymentDisplay(delivered)]).toEqual([false, true, "Paid Prepaid"]);
    // The Invoice link the spec's order screen opens.
    expect(delivered.shiprocketDetails.invoice).toBe(new URL(`/orders/${delivered._id}/invoice`, APP_ORIGIN).href);

    // Return one of the two pieces, the reason left empty (free text, no rule).
    const [bought] = delivered.cart;
    const returned: Order = (
      await shopper.post(returnOrder, "/order/returnOrder", {
        reason: "",
        orderId: delivered._id,
        cart: [{ _id: bought!._id, currQty: 1, quantity: bought!.quantity, product: { discountPrice: product.discountPrice } }],
      })
    ).order;
    expect(returned.orderType).toBe("Returns");
    expect([offersCancel(returned), offersReturn(returned)]).toEqual([false, false]);

    // A review, read back with the spec's limit, then edited.
    const { savedReview } = await shopper.post(createReview, "/review/createReview", {
      review: "Crisp white, fits well.",
      stars: 4.5,
      productId: product._id,
    });
    const reviews = await shopper.get(getReview, "/review/getReview", { productId: product._id, limit: "99999", userId: me._id });
    expect(reviews.reviews.map((review: Answer) => review._id)).toEqual([savedReview._id]);
    expect(reviews.myReview).toMatchObject({
      _id: savedReview._id,
      review: "Crisp white, fits well.",
      stars: 4.5,
      user: { fullname: "Kavya Rao" },
    });
    const { updatedReview } = await shopper.post(updateReview, "/review/updateReview", {
      review: "Crisp white, fits perfectly.",
      stars: 5,
      reviewId: savedReview._id,
    });
    expect(updatedReview).toMatchObject({ _id: savedReview._id, stars: 5 });

    // The admin's lists: every order of the type, more than one page's worth (21 others' orders besides).
    const crowd = await db.user.create({ data: { fullname: "Crowd", email: uniqueEmail("crowd"), passwordHash: "x", isVerified: true } });
    for (let i = 0; i < 21; i += 1) await createOrderFor(crowd.id);
    const orders = await admin.post(getOrders, "/order/getOrders", { type: "Order" });
    expect(orders.data).toHaveLength(await db.order.count({ where: { orderType: "ORDER" } }));
    expect(orders.data.map((order: Order) => order._id)).toEqual(expect.arrayContaining([cod._id, prepaid._id]));
    const returns = await admin.post(getOrders, "/order/getOrders", { type: "Returns" });
    expect(returns.data).toHaveLength(await db.order.count({ where: { orderType: "RETURN" } }));
    expect(returns.data.map((order: Order) => order._id)).toContain(returned._id);

    // The admin cancels a new cash-on-delivery order with orderId alone.
    await shopper.post(updateMyCart, "/order/updateMyCart", { cart: JSON.stringify([line(large, 1)]) });
    const again = await shopper.post(getMyCart, "/order/getMyCart");
    await shopper.post(cashOnDelivery, "/order/cashOnDelivery", { addressId: saved._id, cart: JSON.stringify(again.cart) });
    const pending: Order = (await shopper.post(getMyOrders, "/order/getMyOrders")).orders[0];
    expect(offersCancel(pending)).toBe(true);
    expect((await admin.post(cancelOrder, "/order/cancelOrder", { orderId: pending._id })).order.orderDetails.status).toBe("Cancelled");
    expect((await db.order.findUniqueOrThrow({ where: { id: pending._id } })).cancelReason).toBe(SHOP_CANCEL_REASON);

    // The shopper's whole history, newest first, as the orders screen shows it.
    const history: Order[] = (await shopper.post(getMyOrders, "/order/getMyOrders")).orders;
    expect(history.map((order) => order._id)).toEqual([pending._id, returned._id, prepaid._id, cod._id]);
    expect(history.map((order) => [order.orderDetails.status, paymentDisplay(order)])).toEqual([
      ["Cancelled", "Not Done Cash"],
      ["Return Requested", "Paid Prepaid"],
      ["DELIVERED", "Paid Prepaid"],
      ["Cancelled", "Not Done Cash"],
    ]);
  });
});
