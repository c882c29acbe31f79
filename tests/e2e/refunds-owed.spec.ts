import { expect, test, type APIRequestContext } from "@playwright/test";
import { ADMIN, PRIYA, bearer, hydrated, logInAs, noSeriousViolations, shot, toast } from "./support";

// A refund owed in the back office (issue 49, point 6): Priya's cash-on-delivery piece comes back
// with her UPI ID; once it is picked up, the owner at 1280 px opens Mark Refund Paid, sees where to
// pay and how much, and records the payout's reference (UTR), which the card then shows.

type ApiSize = { _id: string; price: number; stock: number };
type ApiProduct = { _id: string; isCOD: boolean; subDetails: { sizes: ApiSize[] }[] };
type ApiOrder = { _id: string; cart: { _id: string }[]; orderDetails: { public_order_id: string } };

async function codSize(request: APIRequestContext): Promise<ApiSize> {
  const list = await request.get("/api/v1/products/getAllProduct?availibility=true&limit=60&payment=cod");
  for (const card of ((await list.json()) as { products: { _id: string }[] }).products) {
    const { product } = (await (await request.get(`/api/v1/products/getProduct?id=${card._id}`)).json()) as { product: ApiProduct };
    const size = product.isCOD ? product.subDetails.flatMap((v) => v.sizes).find((s) => s.stock >= 1 && s.price < 4000) : undefined;
    if (size) return size;
  }
  throw new Error("No cash-on-delivery size in the demo catalogue");
}

test("the owner marks a cash return's refund paid with the payout's reference", async ({ page, request }) => {
  const priya = await bearer(request, PRIYA);
  const admin = await bearer(request, ADMIN);
  const size = await codSize(request);
  const addresses = (await (await request.get("/api/v1/user/getAddress", { headers: priya })).json()) as { address: { _id: string }[] };
  const placed = await request.post("/api/v1/order/cashOnDelivery", {
    headers: { ...priya, "Idempotency-Key": `e2e-refund-owed-${Date.now()}` },
    data: { addressId: addresses.address[0]!._id, cart: JSON.stringify([{ sizeId: size._id, quantity: 1 }]) },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const order = ((await placed.json()) as { order: ApiOrder }).order;
  for (const status of ["Confirmed", "Shipped", "Delivered"]) {
    const moved = await request.post("/api/v1/order/updateOrder", { headers: admin, data: { orderId: order._id, status } });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
  const returned = await request.post("/api/v1/order/returnOrder", {
    headers: priya,
    data: { orderId: order._id, reason: "Too small", refundUpi: "priya.sharma@okaxis" },
  });
  expect(returned.ok(), await returned.text()).toBe(true);
  const returnOrder = ((await returned.json()) as { order: ApiOrder }).order;
  const publicId = returnOrder.orderDetails.public_order_id;
  const picked = await request.post("/api/v1/order/updateOrder", {
    headers: admin,
    data: { orderId: returnOrder._id, status: "Return Picked Up" },
  });
  expect(picked.ok(), await picked.text()).toBe(true);

  await page.setViewportSize({ width: 1280, height: 900 });
  await logInAs(page, ADMIN);
  await page.goto(`/admin/returns?search=${publicId}`);
  const card = page.getByRole("list", { name: "Manage Returns" }).locator(":scope > li").filter({ hasText: publicId });
  await expect(card).toContainText("Refund owed (Cash)");
  await expect(card).toContainText("Refund to UPI priya.sharma@okaxis (priya.sharma (test account))");
  await (await hydrated(card.getByRole("button", { name: "Mark Refund Paid" }))).click();
  await expect(card).toContainText(
    /Pay ₹[\d,.]+ to priya\.sharma@okaxis \(priya\.sharma \(test account\)\), then give the payout's reference\./,
  );
  const reference = card.getByLabel(`Payout reference (UTR) for ${publicId}`);
  await expect(reference).toBeVisible();
  await noSeriousViolations(page);
  await shot(page, "refund-owed-mark-paid-1280", { fullPage: true });

  // A reference is needed: without one, nothing is marked.
  await card.getByRole("button", { name: "Mark paid" }).click();
  await expect(card).toContainText("Refund owed (Cash)");
  await reference.fill("412345678901");
  await card.getByRole("button", { name: "Mark paid" }).click();
  await expect(toast(page, `${publicId} is now Refunded`)).toBeVisible();
  await expect(card).toContainText("Refund paid by hand, reference 412345678901");
  await expect(card).toContainText("Refunded (Cash)");
  await expect(card.getByRole("button", { name: "Mark Refund Paid" })).toHaveCount(0);
});
