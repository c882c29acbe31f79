import { expect, test } from "@playwright/test";
import { cancelForPriya, codOrderOfToday } from "./admin-orders";
import { ADMIN, bearer, codConfirmationTo, hydrated, logInAs, newShopperWithCodOrder, noSeriousViolations, shot, toast } from "./support";

// Cash on delivery confirmed before dispatch, on a phone: a new shopper's order is asked about on
// WhatsApp (the twin's inbox); one shopper confirms with the message's button, another opens the
// link and cancels. Each test signs up its own shopper with a mobile number, so none shares a cap.
const PHONE = { width: 360, height: 740 };

test("at 360 px a new shopper confirms a cash-on-delivery order with WhatsApp's Confirm button, and the order page stops asking", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const { orderId, mobile } = await newShopperWithCodOrder(page);

  await test.step("the order page asks for the confirmation", async () => {
    await page.goto(`/orders/${orderId}`);
    await expect(page.getByRole("link", { name: "Confirm cash on delivery" })).toBeVisible();
  });

  await test.step("the message in the twin has Confirm and Cancel; Confirm answers through the webhook", async () => {
    const message = await codConfirmationTo(page, mobile);
    expect(message.buttons?.map((button) => button.title)).toEqual(["Confirm", "Cancel"]);
    await page.goto("/dev/messages");
    const card = page.getByRole("article").filter({ hasText: message.text.slice(0, 60) });
    await shot(card, "cod-confirm-whatsapp-360");
    await card.getByRole("button", { name: "Confirm" }).click();
    await expect(card.getByRole("status")).not.toBeEmpty();
  });

  await test.step("the order page no longer asks", async () => {
    await expect
      .poll(async () => {
        await page.goto(`/orders/${orderId}`);
        return page.getByRole("link", { name: "Confirm cash on delivery" }).count();
      }, "the worker to take the reply")
      .toBe(0);
  });
});

test("at 360 px another shopper opens the link and cancels: the page says so and the order is cancelled", async ({ page }) => {
  await page.setViewportSize(PHONE);
  const { orderId, mobile } = await newShopperWithCodOrder(page);
  const message = await codConfirmationTo(page, mobile);
  const link = new URL(/https?:\/\/\S+\/cod\/\S+/.exec(message.text)![0]);

  await page.context().clearCookies();
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole("heading", { name: "Confirm your order" })).toBeVisible();
  await expect(page.getByText("To pay in cash on delivery: ₹")).toBeVisible();
  await shot(page, "cod-confirm-page-360", { fullPage: true });
  await noSeriousViolations(page);
  await page.getByRole("button", { name: "Cancel order" }).click();
  await page.getByRole("dialog", { name: "Cancel this order?" }).getByRole("button", { name: "Cancel order" }).click();
  await expect(toast(page, "Order cancelled")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "This order is cancelled." })).toBeVisible();

  const wrong = await page.request.get(`/cod/${orderId}?key=not-the-key`);
  expect(wrong.status()).toBe(404);
});

test("at 1280 px the owner finds the COD queue in the sidebar, confirms an order after a call with the keyboard, and focus moves to the next card", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { orderId, publicOrderId } = await newShopperWithCodOrder(page);
  // A second order waiting after it, so the confirmed card always has a next one.
  await page.context().clearCookies();
  await newShopperWithCodOrder(page);
  await page.context().clearCookies();
  await logInAs(page, ADMIN);
  await page.goto("/admin/dashboard");
  const sidebar = page.getByRole("navigation", { name: "Back office" });
  await expect(sidebar.getByRole("link", { name: "COD rules" })).toHaveAttribute("href", "/admin/cod-rules");
  await sidebar.getByRole("link", { name: "COD to confirm" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Cash on delivery to confirm" })).toBeVisible();
  const queue = page.getByRole("region", { name: /^To confirm \(\d+\)$/ });
  const row = queue.locator(`li[data-order="${orderId}"]`);
  await expect(row).toContainText("Cancelled if not confirmed by");
  // The card says what was ordered, not just the cash.
  await expect(row.getByRole("list", { name: `Items of ${publicOrderId}` }).getByRole("listitem")).toHaveText([/^1 × .+ \(.+, .+\)$/]);
  await expect(row).toContainText(/Cash on delivery ₹[\d,]+/);
  const nextId = await row.locator("xpath=following-sibling::li[1]").getAttribute("data-order");
  expect(nextId).toBeTruthy();
  await shot(page, "cod-queue-1280");
  await noSeriousViolations(page);

  await test.step("with the keyboard: from the order's link, Tab to its button and press Enter", async () => {
    await row.getByRole("link", { name: publicOrderId }).focus();
    const button = row.getByRole("button", { name: `Confirmed on a call: ${publicOrderId}` });
    for (let tabs = 0; tabs < 3 && !(await button.evaluate((el) => el === document.activeElement)); tabs++)
      await page.keyboard.press("Tab");
    await expect(button).toBeFocused();
    await page.keyboard.press("Enter");
  });
  await expect(toast(page, `${publicOrderId} is now Confirmed`)).toBeVisible();
  await expect(queue.locator(`li[data-order="${orderId}"]`)).toHaveCount(0);
  // Focus is on the next card, and the next Tab reaches its order link.
  const next = queue.locator(`li[data-order="${nextId}"]`);
  await expect(next).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(next.getByRole("link").first()).toBeFocused();

  const origin = new URL(page.url()).origin;
  const answer = await page.request.post("/api/v1/order/getOrderById", { headers: { origin }, data: { orderId } });
  expect(answer.status()).toBe(200);
  // The spec names the one order of getOrderById "orders".
  expect(((await answer.json()) as { orders: { orderDetails: { status: string } } }).orders.orderDetails.status).toBe("Confirmed");
});

test("at 360 px the owner's COD queue reads on a phone", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await newShopperWithCodOrder(page);
  await page.context().clearCookies();
  await logInAs(page, ADMIN);
  await page.goto("/admin/cod-queue");
  await expect(
    page
      .getByRole("region", { name: /^To confirm \(\d+\)$/ })
      .getByRole("button")
      .first(),
  ).toBeVisible();
  await shot(page, "cod-queue-360");
  await noSeriousViolations(page);
});

test("at 1280 px Confirm selected asks first about cash orders the shopper has not confirmed, and the cards say who agreed (issue 49)", async ({
  page,
  request,
}) => {
  const [first, second, called] = [await codOrderOfToday(request), await codOrderOfToday(request), await codOrderOfToday(request)];
  try {
    const ids = [first, second].map((order) => order.orderDetails.public_order_id);
    // The shopper said yes on the phone: recorded as hers.
    const onCall = await request.post("/api/v1/order/updateOrder", {
      headers: await bearer(request, ADMIN),
      data: { orderId: called._id, status: "Confirmed", confirmedOnCall: true },
    });
    expect(onCall.status(), await onCall.text()).toBe(200);

    await page.setViewportSize({ width: 1280, height: 900 });
    await logInAs(page, ADMIN);
    await page.goto("/admin/orders?status=Pending");
    const cards = page.getByRole("list", { name: "Manage Orders" }).getByRole("listitem");
    for (const id of ids) await expect(cards.filter({ hasText: id })).toContainText("Cash on delivery: Not confirmed by the shopper yet");
    const bar = page.getByRole("form", { name: "Selected orders" });
    for (const id of ids) await (await hydrated(page.getByRole("checkbox", { name: `Select ${id}` }))).check();
    await bar.getByRole("button", { name: "Confirm selected" }).click();

    // Asked first, with how many the shopper has not confirmed; Go back confirms nothing.
    const dialog = page.getByRole("dialog", { name: "2 of 2 not confirmed by the shopper" });
    await expect(dialog).toContainText("2 selected orders are cash on delivery the shopper has not said yes to");
    await noSeriousViolations(page);
    await shot(page, "bulk-confirm-ask-1280");
    await dialog.getByRole("button", { name: "Go back" }).click();
    await expect(dialog).toBeHidden();
    for (const id of ids) await expect(cards.filter({ hasText: id })).toContainText("Pending");

    await bar.getByRole("button", { name: "Confirm selected" }).click();
    await dialog.getByRole("button", { name: "Confirm all 2 without asking" }).click();
    await expect(toast(page, "2 orders confirmed")).toBeVisible();

    await page.goto("/admin/orders?status=Confirmed");
    for (const id of ids) {
      await expect(cards.filter({ hasText: id })).toContainText("Cash on delivery: Confirmed by the shop without asking the shopper");
    }
    await expect(cards.filter({ hasText: called.orderDetails.public_order_id })).toContainText(
      "Cash on delivery: Confirmed by the shopper on a call",
    );
    await noSeriousViolations(page);
    await shot(page, "cod-confirmed-how-1280", { fullPage: true });
  } finally {
    await cancelForPriya(request, [first, second, called]);
  }
});
