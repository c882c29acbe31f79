import { expect, ownProduct, signIn, test } from "./fixtures";
import { ADMIN, bearer, hydrated, logInAs, noSeriousViolations, shot, toast } from "./support";

// Issue 49 point 12: the demo courier's scan applies in the same request: the owner's Deliveries page
// shows the failed delivery as soon as the scan is sent (no reload), and the shopper's order page says so
// when she opens it. (The worker beside the server would apply a queued scan within seconds, so the
// integration test tests/integration/shipping/demo-courier.test.ts is the one that fails with the scan left to its job.)

test("at 1280 px, the owner's demo scan shows at once on Deliveries, and at 360 px on the shopper's order page", async ({
  browser,
  page,
  request,
  shopper,
}) => {
  const product = await ownProduct(request);
  const placed = await request.post("/api/v1/order/cashOnDelivery", {
    data: { addressId: shopper.addressId, cart: JSON.stringify([{ sizeId: product.sizeId, quantity: 1 }]) },
    headers: shopper.headers,
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const { order } = (await placed.json()) as { order: { _id: string; orderDetails: { public_order_id: string } } };
  const publicId = order.orderDetails.public_order_id;
  const admin = await bearer(request, ADMIN);
  for (const status of ["Confirmed", "Shipped"]) {
    const moved = await request.post("/api/v1/order/updateOrder", { data: { orderId: order._id, status }, headers: admin });
    expect(moved.status(), await moved.text()).toBe(200);
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  await logInAs(page, ADMIN);
  await page.goto("/admin/deliveries");
  const courier = page.getByRole("region", { name: "Demo courier" });
  await courier.getByLabel("Parcel").selectOption({ label: `${publicId} (Shipped)` });
  await courier.getByLabel("Scan").selectOption({ label: "Delivery fails" });
  await (await hydrated(courier.getByRole("button", { name: "Send scan" }))).click();
  await expect(toast(page, `The courier's scan of ${publicId} is in`)).toBeVisible();
  const failed = page
    .getByRole("region", { name: /^Failed deliveries/ })
    .getByRole("listitem")
    .filter({ hasText: publicId });
  await expect(failed).toContainText("Attempt 1: Customer not available at the address");
  await noSeriousViolations(page);
  await shot(page, "demo-courier-failed-1280", { fullPage: true });

  const her = await browser.newPage({ viewport: { width: 360, height: 800 } });
  await signIn(her, shopper);
  await her.goto(`/orders/${order._id}`);
  await expect(her.getByText("Delivery Attempt Failed").first()).toBeVisible();
  await shot(her, "demo-courier-shopper-360", { fullPage: true });
  await her.close();
});
