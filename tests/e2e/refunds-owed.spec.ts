import { expect, ownProduct, test } from "./fixtures";
import { ADMIN, bearer, deliveredCodOrder, hydrated, logInAs, noSeriousViolations, shot, toast } from "./support";

// A refund owed in the back office (issue 49, point 6): Priya's cash-on-delivery piece comes back
// with her UPI ID; once it is picked up, the owner at 1280 px opens Mark Refund Paid, sees where to
// pay and how much, and records the payout's reference (UTR), which the card then shows. Priya is the
// test's own shopper, and the kurta its own product.

type ApiOrder = { _id: string; orderDetails: { public_order_id: string } };

test("the owner marks a cash return's refund paid with the payout's reference", async ({ page, request, shopper }) => {
  const admin = await bearer(request, ADMIN);
  const { sizeId } = await ownProduct(request);
  const order = await deliveredCodOrder(request, shopper, [{ sizeId, quantity: 1 }]);
  const returned = await request.post("/api/v1/order/returnOrder", {
    headers: shopper.headers,
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
