import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { ADMIN, bearer, codConfirmationTo, newShopperWithCodOrder, noSeriousViolations, shot } from "./support";

// Issue 49: a shopper who signed in with her phone (no email) hears of her whole order on WhatsApp
// (the twin's inbox): the request to confirm, the answer to her Confirm, shipped, out for delivery,
// a failed delivery with the page that answers it, delivered, her return picked up, its refund. Each
// once. The test plays the owner through the API and Shiprocket through its tracking webhook.
const PHONE = { width: 360, height: 740 };
const WEBHOOK_TOKEN = "twin-demo-shipping-webhook-token";

type Message = { template: string; text: string; createdAt: string };

async function messagesTo(page: Page, mobile: string): Promise<Message[]> {
  const body = (await (await page.request.get(`/api/dev/messages?to=${mobile}`)).json()) as { messages: Message[] };
  return body.messages.toReversed();
}

/** Waits for the message of `template` (sent by a job, which a loaded machine may run some seconds late) and returns it. */
async function waitFor(page: Page, mobile: string, template: string): Promise<Message> {
  let found: Message | undefined;
  await expect
    .poll(
      async () => {
        found = (await messagesTo(page, mobile)).findLast((message) => message.template === template);
        return Boolean(found);
      },
      { message: `the ${template} message`, timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

async function move(request: APIRequestContext, orderId: string, status: string, payoutReference?: string) {
  const moved = await request.post("/api/v1/order/updateOrder", {
    data: { orderId, status, payoutReference },
    headers: await bearer(request, ADMIN),
  });
  expect(moved.status(), await moved.text()).toBe(200);
  return (await moved.json()) as { order: { shiprocketDetails: { awb_code: string | null } } };
}

/** One scan as Shiprocket posts it, `at` in India's time as "DD MM YYYY HH:mm:ss" (later scans must carry later times). */
async function courierScan(request: APIRequestContext, awb: string, status: string, activity: string, at: Date) {
  const ist = new Date(at.getTime() + 330 * 60_000).toISOString();
  const [date, time] = [ist.slice(0, 10), ist.slice(11, 19)];
  const [year, month, day] = date.split("-");
  const response = await request.post("/api/v1/shipping/webhook", {
    headers: { "x-api-key": WEBHOOK_TOKEN },
    data: {
      awb,
      current_status: status,
      current_status_id: 21,
      shipment_status: status,
      current_timestamp: `${day} ${month} ${year} ${time}`,
      etd: `${date} 18:00:00`,
      scans: [{ date: `${date} ${time}`, status, activity, location: "Ahmedabad", "sr-status": "21", "sr-status-label": status }],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test("at 360 px a phone-only shopper hears of her whole cash-on-delivery order on WhatsApp, each piece once", async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  const { orderId, publicOrderId, mobile } = await newShopperWithCodOrder(page);
  const spaced = `${mobile.slice(-10, -5)} ${mobile.slice(-5)}`;

  await test.step("the Order placed banner names WhatsApp and her number, not email", async () => {
    await page.goto(`/orders?placed=${orderId}`);
    const banner = page.getByTestId("order-placed");
    await expect(banner).toContainText(`We confirm your order and tell you on WhatsApp at ${spaced}.`);
    await expect(banner).not.toContainText("email");
    await shot(banner, "order-placed-banner-phone-360");
  });

  await test.step("her Confirm on WhatsApp is answered in the chat, and the order page shows the yes", async () => {
    const ask = await codConfirmationTo(page, mobile);
    await page.goto("/dev/messages");
    const card = page.getByRole("article").filter({ hasText: ask.text.slice(0, 60) });
    await card.getByRole("button", { name: "Confirm" }).click();
    await expect(card.getByRole("status")).not.toBeEmpty();
    const answer = await waitFor(page, mobile, "cod-confirmed");
    expect(answer.text).toMatch(new RegExp(`^Confirmed: we ship your Kurta Shop order ${publicOrderId} by \\w{3} \\d{1,2} \\w{3}\\.`));
    await page.goto(`/orders/${orderId}`);
    await expect(page.getByText(/Placed \(you confirmed it: we ship it by \w{3} \d{1,2} \w{3}\)/)).toBeVisible();
    await expect(page.getByText("awaiting confirmation")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Confirm cash on delivery" })).toHaveCount(0);
    await shot(page, "order-confirmed-by-whatsapp-360", { fullPage: true });
    await noSeriousViolations(page);
  });

  const start = Date.now() - 10 * 60_000;
  let awb = "";
  await test.step("shipped, out for delivery, and a failed delivery whose link opens its page", async () => {
    await move(request, orderId, "Confirmed");
    awb = (await move(request, orderId, "Shipped")).order.shiprocketDetails.awb_code!;
    await waitFor(page, mobile, "order-shipped");
    await courierScan(request, awb, "OUT FOR DELIVERY", "With the delivery agent", new Date(start));
    await waitFor(page, mobile, "out-for-delivery");
    await courierScan(request, awb, "UNDELIVERED", "Customer not available at the address", new Date(start + 60_000));
    const failed = await waitFor(page, mobile, "delivery-failed");
    const link = new URL(/https?:\/\/\S+\/delivery\/\S+/.exec(failed.text)![0]);
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole("heading", { name: "We could not deliver your order" })).toBeVisible();
  });

  await test.step("delivered, then her return picked up and its refund paid", async () => {
    await courierScan(request, awb, "DELIVERED", "Delivered", new Date(start + 120_000));
    await waitFor(page, mobile, "order-delivered");
    const origin = new URL(page.url()).origin;
    const returned = await page.request.post("/api/v1/order/returnOrder", { headers: { origin }, data: { orderId, reason: "Too small" } });
    expect(returned.status(), await returned.text()).toBe(200);
    const returnId = ((await returned.json()) as { order: { _id: string } }).order._id;
    await move(request, returnId, "Return Picked Up");
    await waitFor(page, mobile, "return-picked-up");
    await move(request, returnId, "Refunded", "412345678901");
    await waitFor(page, mobile, "refund-paid");
  });

  await test.step("each piece of news came once", async () => {
    expect((await messagesTo(page, mobile)).map((message) => message.template)).toEqual([
      "otp",
      "cod-confirm",
      "cod-confirmed",
      "order-shipped",
      "out-for-delivery",
      "delivery-failed",
      "order-delivered",
      "return-picked-up",
      "refund-paid",
    ]);
  });
});
