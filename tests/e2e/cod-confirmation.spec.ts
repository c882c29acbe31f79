import { expect, test } from "@playwright/test";
import { ADMIN, codConfirmationTo, logInAs, newShopperWithCodOrder, noSeriousViolations, shot, toast } from "./support";

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

test("at 1280 px the owner confirms a waiting cash-on-delivery order after a call, from the Deliveries queue", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { orderId, publicOrderId } = await newShopperWithCodOrder(page);
  await page.context().clearCookies();
  await logInAs(page, ADMIN);
  await page.goto("/admin/deliveries");
  const queue = page.getByRole("region", { name: /^Cash on delivery to confirm \(\d+\)$/ });
  const row = queue.getByRole("listitem").filter({ hasText: publicOrderId });
  await expect(row).toContainText("Cancelled if not confirmed by");
  await shot(page, "cod-queue-1280");
  await noSeriousViolations(page);
  await row.getByRole("button", { name: `Confirmed on a call: ${publicOrderId}` }).click();
  await expect(toast(page, `${publicOrderId} is now Confirmed`)).toBeVisible();
  await expect(queue.getByRole("listitem").filter({ hasText: publicOrderId })).toHaveCount(0);
  const origin = new URL(page.url()).origin;
  const answer = await page.request.post("/api/v1/order/getOrderById", { headers: { origin }, data: { orderId } });
  expect(answer.status()).toBe(200);
  // The spec names the one order of getOrderById "orders".
  expect(((await answer.json()) as { orders: { orderDetails: { status: string } } }).orders.orderDetails.status).toBe("Confirmed");
});
