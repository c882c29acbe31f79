import { afterAll, describe, expect, it } from "vitest";
import { POST as cashOnDeliveryRoute } from "@/app/api/v1/order/cashOnDelivery/route";
import { POST as getOrderByIdRoute } from "@/app/api/v1/order/getOrderById/route";
import { GET as getProductGet, POST as getProductPost } from "@/app/api/v1/products/getProduct/route";
import { getProductDetail } from "@/lib/catalog/product/detail";
import { toAppError } from "@/lib/to-app-error";
import { call, db } from "../../support/api";
import { buyer } from "../orders/fixtures";

afterAll(() => db.$disconnect());

// A NUL byte or a lone surrogate cannot reach PostgreSQL (SQLSTATE 22021): every text field of every
// schema refuses it with one message, and the product lookup behind the pages finds nothing.
const UNSTORABLE = { success: false, message: "The text holds characters that cannot be stored" };

describe("text PostgreSQL cannot take", () => {
  it("a product id with a NUL byte in the query, or a lone surrogate in the body, is a 400", async () => {
    const byQuery = await call(getProductGet, { path: "/api/v1/products/getProduct?id=a%00b" });
    expect(byQuery.status).toBe(400);
    expect(byQuery.body).toMatchObject(UNSTORABLE);
    const byBody = await call(getProductPost, { path: "/api/v1/products/getProduct", json: { id: "\ud800" } });
    expect(byBody.status).toBe(400);
    expect(byBody.body).toMatchObject(UNSTORABLE);
  });

  it("should such text still reach PostgreSQL, its refusal (SQLSTATE 22021) is a 400, in raw queries too", async () => {
    const error = await db.$queryRaw`SELECT ${"a\u0000b"}::text AS value`.catch((caught: unknown) => caught);
    expect(toAppError(error)).toMatchObject({ status: 400, message: expect.stringMatching(/characters that cannot be stored/) });
  });

  it("the page's product lookup finds nothing (404) for such an id", async () => {
    for (const id of ["\u0000", "a\u0000b", "\ud800"]) expect(await getProductDetail(id)).toBeNull();
  });

  it("order calls refuse it in an address or order id", async () => {
    const user = await buyer();
    const order = await call(getOrderByIdRoute, { path: "/api/v1/order/getOrderById", token: user.token, json: { orderId: "a\u0000b" } });
    expect(order.status).toBe(400);
    expect(order.body).toMatchObject(UNSTORABLE);
    const placed = await call(cashOnDeliveryRoute, {
      path: "/api/v1/order/cashOnDelivery",
      token: user.token,
      json: { addressId: "\ud800", cart: [{ sizeId: "x", quantity: 1 }] },
    });
    expect(placed.status).toBe(400);
    expect(placed.body).toMatchObject(UNSTORABLE);
  });
});
