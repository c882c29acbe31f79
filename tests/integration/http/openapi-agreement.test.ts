import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as otpRequest } from "@/app/api/v1/auth/otp/request/route";
import { POST as resetLink } from "@/app/api/v1/auth/getResetPasswordLink/route";
import { POST as applyCoupon } from "@/app/api/v1/cart/coupon/route";
import { POST as capturePayment } from "@/app/api/v1/order/capturePayment/route";
import { POST as cashOnDelivery } from "@/app/api/v1/order/cashOnDelivery/route";
import { POST as returnOrder } from "@/app/api/v1/order/returnOrder/route";
import { DELETE as deleteCategory, POST as addCategory } from "@/app/api/v1/products/category/route";
import { GET as getAllProduct } from "@/app/api/v1/products/getAllProduct/route";
import { GET as getColors } from "@/app/api/v1/products/getColors/route";
import { POST as getProduct } from "@/app/api/v1/products/getProduct/route";
import { PUT as sizeChart } from "@/app/api/v1/products/sizeChart/route";
import { GET as suggest } from "@/app/api/v1/products/suggest/route";
import { POST as createPromotion } from "@/app/api/v1/promotions/route";
import { POST as createReview } from "@/app/api/v1/review/createReview/route";
import { GET as getReview } from "@/app/api/v1/review/getReview/route";
import { GET as serviceability } from "@/app/api/v1/shipping/serviceability/route";
import { POST as shippingWebhook } from "@/app/api/v1/shipping/webhook/route";
import { GET as getAllUsers } from "@/app/api/v1/user/getAllUsers/route";
import { GET as whatsappCheck } from "@/app/api/v1/whatsapp/webhook/route";
import { COUPON_FORMAT_MESSAGE } from "@/lib/cart/schemas";
import { MEASURE_KEYS } from "@/lib/catalog/fit/size-chart-view";
import { UNKNOWN_CODE_MESSAGE } from "@/lib/promotions/price-lines";
import { TWIN_WEBHOOK_TOKEN } from "@/lib/shipping/shiprocket/tracking-webhook";
import { TWIN_VERIFY_TOKEN } from "@/lib/sms/inbox/whatsapp-webhook";
import { oneValueMessage } from "@/lib/validation";
import { APP_ORIGIN, call, db, type RouteHandler } from "../../support/api";
import { makeProduct, makeUser, type MadeProduct, type MadeUser } from "../../support/factories";
import { formFields, openApiChecker, type OpenApiChecker } from "../../support/openapi-check";
import { buyer, cartText, type Buyer } from "../orders/fixtures";

// The OpenAPI document against the server, call by call, where issue 48 found them apart: each
// request is sent to its route and held to the document the shop serves, and the two must agree:
// a request the server takes (2xx, or a 404 for an id that names nothing) is one the document
// describes, and one the server refuses for its form (400) is one the document refuses too.
let checker: OpenApiChecker;
let admin: MadeUser;
let customer: Buyer;
let product: MadeProduct;
const colourName = `Peacock ${randomUUID().slice(0, 6)}`;

beforeAll(async () => {
  checker = await openApiChecker();
  admin = await makeUser({ role: "ADMIN" });
  customer = await buyer();
  product = await makeProduct({
    name: "Agreement Kurta",
    variants: [
      { colorName: colourName, colorCode: "#1b6f6a", sizes: [{ size: "M", pricePaise: 99_900, cutPricePaise: 129_900, stock: 5 }] },
    ],
  });
}, 60_000);
afterAll(() => db.$disconnect());

type Case = {
  handler: () => RouteHandler;
  method: string;
  /** With its query string, under /api/v1. */
  path: string;
  as?: "visitor" | "customer" | "admin";
  json?: unknown;
  headers?: Record<string, string>;
  status: number;
  message?: string;
  /** Whether the document describes the request. */
  documented: boolean;
};

const cart = () => cartText([{ sizeId: product.variants[0]!.sizes.M!.id, quantity: 1 }]);
const chart = (cm: Record<string, unknown>) => ({ fit: "regular", rows: [{ size: "M", cm }] });

const CASES: Record<string, () => Case> = {
  "cashOnDelivery: a coupon that is no code": () => ({
    handler: () => cashOnDelivery,
    method: "POST",
    path: "/order/cashOnDelivery",
    as: "customer",
    json: { addressId: customer.addressId, cart: cart(), coupon: "no!" },
    status: 400,
    message: COUPON_FORMAT_MESSAGE,
    documented: false,
  }),
  "capturePayment: a coupon that is no code": () => ({
    handler: () => capturePayment,
    method: "POST",
    path: "/order/capturePayment",
    as: "customer",
    json: { addressId: customer.addressId, cart: cart(), coupon: "x" },
    status: 400,
    message: COUPON_FORMAT_MESSAGE,
    documented: false,
  }),
  "cashOnDelivery: an unknown code, typed with spaces, is a conflict (as on the cart)": () => ({
    handler: () => cashOnDelivery,
    method: "POST",
    path: "/order/cashOnDelivery",
    as: "customer",
    json: { addressId: customer.addressId, cart: cart(), coupon: " no such 1 " },
    status: 409,
    message: UNKNOWN_CODE_MESSAGE,
    documented: true,
  }),
  "cart/coupon: an unknown code is a conflict": () => ({
    handler: () => applyCoupon,
    method: "POST",
    path: "/cart/coupon",
    as: "customer",
    json: { code: "nosuch-99" },
    status: 409,
    message: UNKNOWN_CODE_MESSAGE,
    documented: true,
  }),
  "cart/coupon: a code with a character no code has": () => ({
    handler: () => applyCoupon,
    method: "POST",
    path: "/cart/coupon",
    as: "customer",
    json: { code: "FESTIVE10!" },
    status: 400,
    message: COUPON_FORMAT_MESSAGE,
    documented: false,
  }),
  "returnOrder: the cart as JSON text": () => ({
    handler: () => returnOrder,
    method: "POST",
    path: "/order/returnOrder",
    as: "customer",
    json: { orderId: "no-such-order", reason: "", cart: JSON.stringify([{ _id: "line", currQty: 1 }]) },
    status: 404,
    documented: true,
  }),
  "DELETE /products/category: the id in the query, no body": () => ({
    handler: () => deleteCategory,
    method: "DELETE",
    path: "/products/category?id=no-such-category",
    as: "admin",
    status: 404,
    message: "Category not found",
    documented: true,
  }),
  "suggest without q": () => ({ handler: () => suggest, method: "GET", path: "/products/suggest", status: 200, documented: true }),
  "serviceability: pin sent twice": () => ({
    handler: () => serviceability,
    method: "GET",
    path: "/shipping/serviceability?pin=411001&pin=110001",
    status: 400,
    message: "pin was sent more than once: send it once",
    documented: false,
  }),
  "serviceability: a pin code starting with 0": () => ({
    handler: () => serviceability,
    method: "GET",
    path: "/shipping/serviceability?pin=012345",
    status: 400,
    documented: false,
  }),
  "serviceability: a pin code with spaces around": () => ({
    handler: () => serviceability,
    method: "GET",
    path: "/shipping/serviceability?pin=%20411001%20",
    status: 200,
    documented: true,
  }),
  "getAllProduct: a limit over 100 from a visitor": () => ({
    handler: () => getAllProduct,
    method: "GET",
    path: "/products/getAllProduct?limit=500",
    status: 400,
    documented: false,
  }),
  "otp/request: a phone that is no Indian mobile number": () => ({
    handler: () => otpRequest,
    method: "POST",
    path: "/auth/otp/request",
    json: { phone: "55512345678" },
    status: 400,
    message: "Enter a 10-digit mobile number",
    documented: false,
  }),
  "otp/request: a mobile number as people type it": () => ({
    handler: () => otpRequest,
    method: "POST",
    path: "/auth/otp/request",
    json: { phone: "+91 (98765) 43-210" },
    status: 200,
    documented: true,
  }),
  "createReview: stars not in half steps": () => ({
    handler: () => createReview,
    method: "POST",
    path: "/review/createReview",
    as: "customer",
    json: { review: "Lovely colour.", stars: 4.3, productId: product.id },
    status: 400,
    documented: false,
  }),
  "createReview: half stars as text": () => ({
    handler: () => createReview,
    method: "POST",
    path: "/review/createReview",
    as: "customer",
    json: { review: "Lovely colour.", stars: "4.5", productId: "no-such-product" },
    status: 404,
    documented: true,
  }),
  "sizeChart: a measurement the shop does not know": () => ({
    handler: () => sizeChart,
    method: "PUT",
    path: "/products/sizeChart",
    as: "admin",
    json: { categoryId: "no-such-category", chart: chart({ chest: 100, elbow: 30 }) },
    status: 400,
    message: `Unknown measurement "elbow": use ${MEASURE_KEYS.join(", ")}`,
    documented: false,
  }),
  "sizeChart: a measurement out of its range": () => ({
    handler: () => sizeChart,
    method: "PUT",
    path: "/products/sizeChart",
    as: "admin",
    json: { categoryId: "no-such-category", chart: chart({ chest: 400 }) },
    status: 400,
    documented: false,
  }),
  "sizeChart: a chart the server takes": () => ({
    handler: () => sizeChart,
    method: "PUT",
    path: "/products/sizeChart",
    as: "admin",
    json: { categoryId: "no-such-category", chart: chart({ chest: 100.5 }) },
    status: 404,
    documented: true,
  }),
  "promotions: a start day that does not exist": () => ({
    handler: () => createPromotion,
    method: "POST",
    path: "/promotions",
    as: "admin",
    json: { code: `AGREE${randomUUID().slice(0, 6)}`, title: "Agreement", type: "PERCENT", value: 10, startsAt: "2026-02-30" },
    status: 400,
    documented: false,
  }),
  "promotions: a day and an instant": () => ({
    handler: () => createPromotion,
    method: "POST",
    path: "/promotions",
    as: "admin",
    json: {
      code: `AGREE${randomUUID().slice(0, 6)}`,
      title: "Agreement",
      type: "PERCENT",
      value: 10,
      startsAt: "2026-12-01",
      endsAt: "2026-12-31T18:30:00+05:30",
    },
    status: 200,
    documented: true,
  }),
  "getProduct: no id": () => ({
    handler: () => getProduct,
    method: "POST",
    path: "/products/getProduct",
    json: { id: "  " },
    status: 400,
    message: "Product id is required",
    documented: false,
  }),
  "getProduct: the id as productId": () => ({
    handler: () => getProduct,
    method: "POST",
    path: "/products/getProduct",
    json: { productId: product.id },
    status: 200,
    documented: true,
  }),
  "shipping webhook: a scan whose date is not text": () => ({
    handler: () => shippingWebhook,
    method: "POST",
    path: "/shipping/webhook",
    headers: { "x-api-key": TWIN_WEBHOOK_TOKEN },
    json: { awb: "TW0000000001", current_status: "IN TRANSIT", scans: [{ date: 20231105, activity: "Picked up" }] },
    status: 400,
    message: "scans must be a list of up to 500 scans, each with date, activity and location as text",
    documented: false,
  }),
  "getAllUsers: a limit over 100": () => ({
    handler: () => getAllUsers,
    method: "GET",
    path: "/user/getAllUsers?limit=500",
    as: "admin",
    status: 400,
    message: "limit must be a whole number from 1 to 100",
    documented: false,
  }),
};

describe("the OpenAPI document and the server agree", () => {
  for (const [name, make] of Object.entries(CASES)) {
    it(name, async () => {
      const sent = make();
      const token = sent.as === "admin" ? admin.token : sent.as === "customer" ? customer.token : undefined;
      const path = `/api/v1${sent.path}`;
      const { status, body } = await call(sent.handler(), { method: sent.method, path, json: sent.json, token, headers: sent.headers });
      expect(status, JSON.stringify(body)).toBe(sent.status);
      if (sent.message) expect(body.message).toBe(sent.message);
      const traffic = {
        method: sent.method,
        path,
        headers: { ...sent.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: sent.json,
      };
      const violations = checker.request(traffic);
      if (sent.documented) expect(violations).toEqual([]);
      else expect(violations).not.toEqual([]);
      expect(checker.response(traffic, status, body)).toEqual([]);
    });
  }

  it("getAllProduct takes a colour's name as getColors lists it", async () => {
    const { body: listed } = await call(getColors, { path: "/api/v1/products/getColors" });
    const colours = (listed as unknown as { colors: { colorName: string }[] }).colors;
    expect(colours.map((colour) => colour.colorName)).toContain(colourName);
    const path = `/api/v1/products/getAllProduct?${new URLSearchParams({ color: colourName.toUpperCase() })}`;
    const { status, body } = await call(getAllProduct, { path });
    expect(status).toBe(200);
    expect((body as unknown as { products: { _id: string }[] }).products.map((card) => card._id)).toEqual([product.id]);
    expect(checker.request({ method: "GET", path })).toEqual([]);
  });

  it("a product's reviews with empty parameters (sort=, page=): the server reads them as absent, and so does the document", async () => {
    const path = `/api/v1/review/getReview?${new URLSearchParams({ productId: product.id, sort: "", page: "", stars: "" })}`;
    const { status } = await call(getReview, { path });
    expect(status).toBe(200);
    expect(checker.request({ method: "GET", path })).toEqual([]);
  });

  it("the WhatsApp check of the webhook's address answers text/plain, as documented", async () => {
    const path = `/api/v1/whatsapp/webhook?${new URLSearchParams({ "hub.mode": "subscribe", "hub.verify_token": TWIN_VERIFY_TOKEN, "hub.challenge": "1158201444" })}`;
    const response = await whatsappCheck(new Request(new URL(path, APP_ORIGIN)));
    expect(response.status).toBe(200);
    const type = response.headers.get("content-type")!;
    expect(checker.response({ method: "GET", path }, 200, await response.text(), type)).toEqual([]);
  });

  it("a new category needs its image, in the server and in the document", async () => {
    const form = new FormData();
    form.append("name", `No Picture ${randomUUID().slice(0, 6)}`);
    const { status, body } = await call(addCategory, { path: "/api/v1/products/category", form, token: admin.token });
    expect([status, body.message]).toEqual([400, "Image is required"]);
    // openapi-backend leaves files out of a body's required fields, so the document is read for it.
    expect(checker.requiredFields("POST", "/api/v1/products/category", "multipart/form-data")).toContain("image");
    expect(formFields(form)).not.toHaveProperty("image");
  });

  it("a field sent twice says so, whatever the field", async () => {
    const twice = (name: string, values: string[]) => {
      const form = new FormData();
      for (const value of values) form.append(name, value);
      return form;
    };
    const coupon = await call(applyCoupon, {
      path: "/api/v1/cart/coupon",
      form: twice("code", ["FESTIVE10", "BIG500"]),
      token: customer.token,
    });
    expect([coupon.status, coupon.body.message]).toEqual([400, oneValueMessage("code")]);
    const reset = await call(resetLink, {
      path: "/api/v1/auth/getResetPasswordLink",
      form: twice("email", ["a@example.com", "b@example.com"]),
    });
    expect([reset.status, reset.body.message]).toEqual([400, oneValueMessage("email")]);
  });

  it("the document says how an order's coupon is read when it is absent", () => {
    for (const path of ["/order/cashOnDelivery", "/order/capturePayment"]) {
      expect(checker.fieldDescription("POST", `/api/v1${path}`, "coupon")).toMatch(/when absent, the code saved on the cart/);
    }
  });
});
