import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { ADMIN, bearer, PRIYA, seededListing, shot } from "./support";

// What the back office's order journeys share (owners-day, bulk-shipping): orders placed and
// confirmed through the API, and pictures of a page at both widths.

type ApiProduct = { _id: string; isCOD: boolean; subDetails: { sizes: { _id: string; stock: number; price: number }[] }[] };
export type ConfirmedOrder = { _id: string; orderDetails: { public_order_id: string }; shiprocketDetails: { awb_code: string | null } };

/** A shopper to order for: her API headers and the address to deliver to. */
type Buyer = { headers: Record<string, string>; addressId: string };

/**
 * Priya's (or `buyer`'s) cash-on-delivery order of one piece (of `ownSizeId`, else of a demo product), placed now through
 * the API: it waits for her confirmation.
 */
export async function codOrderOfToday(request: APIRequestContext, buyer?: Buyer, ownSizeId?: string): Promise<ConfirmedOrder> {
  const priya = buyer?.headers ?? (await bearer(request, PRIYA));
  const list = ownSizeId ? null : await request.get(seededListing("availibility=true&payment=cod&limit=30"));
  let sizeId = ownSizeId;
  for (const card of list ? ((await list.json()) as { products: { _id: string }[] }).products : []) {
    const { product } = (await (await request.get(`/api/v1/products/getProduct?id=${card._id}`)).json()) as { product: ApiProduct };
    sizeId = product.isCOD ? product.subDetails.flatMap((v) => v.sizes).find((s) => s.stock >= 2 && s.price < 4000)?._id : undefined;
    if (sizeId) break;
  }
  expect(sizeId, "a cash-on-delivery size in stock").toBeDefined();
  const addressId =
    buyer?.addressId ??
    ((await (await request.get("/api/v1/user/getAddress", { headers: priya })).json()) as { address: { _id: string }[] }).address[0]!._id;
  const placed = await request.post("/api/v1/order/cashOnDelivery", {
    data: { addressId, cart: JSON.stringify([{ sizeId, quantity: 1 }]) },
    headers: priya,
  });
  expect(placed.status(), await placed.text()).toBe(200);
  return ((await placed.json()) as { order: ConfirmedOrder }).order;
}

/** Priya's (or `buyer`'s) cash-on-delivery order of one piece (of `ownSizeId`), placed now through the API and confirmed by the shop. */
export async function confirmedOrderOfToday(request: APIRequestContext, buyer?: Buyer, ownSizeId?: string): Promise<ConfirmedOrder> {
  const order = await codOrderOfToday(request, buyer, ownSizeId);
  const confirmed = await request.post("/api/v1/order/updateOrder", {
    data: { orderId: order._id, status: "Confirmed" },
    headers: await bearer(request, ADMIN),
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return order;
}

/** Full-page pictures at 1280 and 360 px (no sideways scrolling at either), left at 1280. */
export async function shotAtBothWidths(page: Page, name: string) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shot(page, `${name}-${width}`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
