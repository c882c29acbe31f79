import { expect, ownProduct, signIn, test } from "./fixtures";
import { ADMIN, bearer, noSeriousViolations, setCart, shot, shopOrigin } from "./support";

// Paying with store credit at the booking (issue 51 point 3), at a phone's width: the owner gives a
// shopper ₹500 of credit; the booking offers it, cash on delivery then collects only the rest and the
// summary says what the credit paid; cancelling the order gives the credit back.

test("a shopper spends her store credit on a cash-on-delivery order and gets it back on cancelling, at 360 px", async ({
  page,
  request,
  shopper,
}) => {
  const product = await ownProduct(request, { cod: true });
  const me = await request.get("/api/v1/user/getUser", { headers: shopper.headers });
  expect(me.status(), await me.text()).toBe(200);
  const userId = ((await me.json()) as { user: { _id: string } }).user._id;
  const given = await request.post("/api/v1/storeCredit/adjust", {
    headers: await bearer(request, ADMIN),
    data: { userId, amount: 500, reason: "Sorry for the late parcel" },
  });
  expect(given.status(), await given.text()).toBe(200);

  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, shopper);
  await setCart(page, [{ sizeId: product.sizeId, quantity: 1 }]);
  await page.goto("/booking");
  const useCredit = page.getByRole("checkbox", { name: /Use ₹500 of store credit/ });
  await expect(useCredit).toBeChecked();
  // The product's ₹1,299 is before GST: the button asks for the total less the ₹500.
  await expect(page.getByRole("button", { name: /^Pay ₹[\d,.]+ now$/ })).toBeVisible();
  await page.getByRole("button", { name: /^Cash on Delivery · ₹/ }).click();
  const confirm = page.getByRole("dialog", { name: "Place this order, paid on delivery?" });
  await expect(confirm).toContainText("Paid by store credit");
  await expect(confirm).toContainText("−₹500");
  await expect(confirm).toContainText("Cash on delivery: pay ₹");
  await noSeriousViolations(page);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await shot(page, `credit-cod-confirm-${width}`);
  }
  await page.setViewportSize({ width: 360, height: 800 });
  await confirm.getByRole("button", { name: /^Place order · ₹/ }).click();
  await expect(page).toHaveURL(/\/orders\?placed=\w+$/);

  const origin = shopOrigin();
  const mine = await request.get("/api/v1/order/getMyOrders", { headers: shopper.headers });
  const { orders } = (await mine.json()) as { orders: { _id: string; totalPrice: number; paidByStoreCredit: number; amountDue: number }[] };
  expect(orders).toHaveLength(1);
  const order = orders[0]!;
  expect(order.paidByStoreCredit).toBe(500);
  expect(order.amountDue).toBe(Math.round(order.totalPrice - 500));
  await page.goto(`/orders/${order._id}`);
  await expect(page.getByText("Paid by store credit")).toBeVisible();
  await expect(page.getByText("To pay on delivery")).toBeVisible();
  await shot(page, "credit-order-360", { fullPage: true });
  const spent = (await (await request.get("/api/v1/user/storeCredit", { headers: shopper.headers })).json()) as { balance: number };
  expect(spent.balance).toBe(0);

  const cancelled = await request.post("/api/v1/order/cancelMyOrder", {
    headers: { ...shopper.headers, origin },
    data: { orderId: order._id },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  const back = (await (await request.get("/api/v1/user/storeCredit", { headers: shopper.headers })).json()) as { balance: number };
  expect(back.balance).toBe(500);
});
