import { expect, ownProduct, signIn, test } from "./fixtures";
import { formatINR } from "../../lib/pricing/money";
import { ADMIN, bearer, logInAs, noSeriousViolations, setCart, shot, toast } from "./support";

// The owner's choice of store credit in the back office (issue 51 point 2): a shopper pays online
// through the Razorpay twin; the owner cancels the order from Manage Orders and sends its payment to
// her store credit, the form quoting the payment and the owner's bonus as the server will credit them.

type Credit = { balance: number; entries: { amount: number; reason: string }[] };

test("the owner cancels a prepaid order to store credit, with the bonus the form quoted", async ({ page, browser, request, shopper }) => {
  const product = await ownProduct(request, { cod: false });
  await signIn(page, shopper);
  await setCart(page, [{ sizeId: product.sizeId, quantity: 1 }]);
  await page.goto("/booking");
  await page.getByRole("button", { name: /^Pay ₹[\d,.]+ now$/ }).click();
  const pay = page.getByRole("dialog", { name: "Test payment: no money moves" });
  // The twin reads Checkout's display preference as Razorpay would: UPI first.
  await expect(pay.getByTestId("twin-methods")).toHaveText(/^Razorpay shows: UPI · Card/);
  await pay.getByRole("button", { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/orders\?placed=\w+$/);
  const mine = (await (await request.get("/api/v1/order/getMyOrders", { headers: shopper.headers })).json()) as {
    orders: { _id: string; totalPrice: number; orderDetails: { public_order_id: string } }[];
  };
  const order = mine.orders[0]!;
  const publicId = order.orderDetails.public_order_id;

  const admin = await bearer(request, ADMIN);
  const setBonus = (returnBonusPercent: number) =>
    request.put("/api/v1/storeCredit/settings", { headers: admin, data: { returnBonusPercent } });
  expect((await setBonus(10)).status()).toBe(200);
  try {
    const owner = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
    await logInAs(owner, ADMIN);
    await owner.setViewportSize({ width: 1280, height: 900 });
    await owner.goto(`/admin/orders?search=${publicId}`);
    const card = owner.getByRole("listitem").filter({ hasText: publicId });
    await card.getByRole("button", { name: "Cancel order" }).click();
    await card.getByLabel(`Reason for cancelling ${publicId}`).fill("The piece failed our check");
    const paidPaise = Math.round(order.totalPrice * 100);
    const bonusPaise = Math.floor(paidPaise / 10);
    const toCredit = card.getByRole("radio", { name: `Refund ${formatINR(paidPaise + bonusPaise)} to store credit`, exact: false });
    await expect(toCredit).toBeVisible();
    await expect(card.getByText(`and a 10% bonus of ${formatINR(bonusPaise)}`)).toBeVisible();
    await expect(card.getByRole("radio", { name: /to the card or account paid with/ })).toBeChecked();
    await toCredit.check();
    await noSeriousViolations(owner);
    for (const width of [1280, 360]) {
      await owner.setViewportSize({ width, height: 900 });
      await expect.poll(() => owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shot(card, `owner-cancel-to-credit-${width}`);
    }
    await card.getByRole("button", { name: "Cancel order", exact: true }).click();
    await expect(toast(owner, `${publicId} is now Cancelled`)).toBeVisible();

    // Her credit is the payment and the bonus, as quoted; nothing went back to the card.
    const credit = (await (await request.get("/api/v1/user/storeCredit", { headers: shopper.headers })).json()) as Credit;
    expect(Math.round(credit.balance * 100)).toBe(paidPaise + bonusPaise);
    await owner.context().close();
  } finally {
    await setBonus(0);
  }
});
