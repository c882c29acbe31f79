import { codOrderOfToday } from "./admin-orders";
import { expect, newShopper, ownProduct, test } from "./fixtures";
import { ADMIN, bearer, codConfirmationTo, hydrated, logInAs, newShopperWithCodOrder, noSeriousViolations, shot, toast } from "./support";

// Cash on delivery confirmed before dispatch, on a phone: a new shopper's order is asked about on
// WhatsApp (the twin's inbox); one shopper confirms with the message's button, another opens the
// link and cancels. Each test signs up its own shopper with a mobile number and orders a product of
// its own, so none shares a cap or stock. The owner's keyboard in the COD queue: cod-queue-focus.spec.ts.
const PHONE = { width: 360, height: 740 };

test("at 360 px a new shopper confirms a cash-on-delivery order with WhatsApp's Confirm button, and the order page stops asking", async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  const { orderId, mobile } = await newShopperWithCodOrder(page, (await ownProduct(request)).sizeId);

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

test("at 360 px another shopper opens the link and cancels: the page says so and the order is cancelled", async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  const { orderId, mobile } = await newShopperWithCodOrder(page, (await ownProduct(request)).sizeId);
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

test("at 360 px the owner's COD queue reads on a phone", async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  await newShopperWithCodOrder(page, (await ownProduct(request)).sizeId);
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
  // A shopper and a product of this test's own; the lists are searched by her phone, as they hold every shopper's orders.
  const buyer = await newShopper();
  const { sizeId } = await ownProduct(request);
  const [first, second, called] = [
    await codOrderOfToday(request, buyer, sizeId),
    await codOrderOfToday(request, buyer, sizeId),
    await codOrderOfToday(request, buyer, sizeId),
  ];
  const ids = [first, second].map((order) => order.orderDetails.public_order_id);
  // The shopper said yes on the phone: recorded as hers.
  const onCall = await request.post("/api/v1/order/updateOrder", {
    headers: await bearer(request, ADMIN),
    data: { orderId: called._id, status: "Confirmed", confirmedOnCall: true },
  });
  expect(onCall.status(), await onCall.text()).toBe(200);

  await page.setViewportSize({ width: 1280, height: 900 });
  await logInAs(page, ADMIN);
  await page.goto(`/admin/orders?status=Pending&search=${buyer.phone}`);
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

  await page.goto(`/admin/orders?status=Confirmed&search=${buyer.phone}`);
  for (const id of ids) {
    await expect(cards.filter({ hasText: id })).toContainText("Cash on delivery: Confirmed by the shop without asking the shopper");
  }
  await expect(cards.filter({ hasText: called.orderDetails.public_order_id })).toContainText(
    "Cash on delivery: Confirmed by the shopper on a call",
  );
  await noSeriousViolations(page);
  await shot(page, "cod-confirmed-how-1280", { fullPage: true });
});
