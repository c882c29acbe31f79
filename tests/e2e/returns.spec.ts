import { expect, ownProduct, signIn, test } from "./fixtures";
import { deliveredCodOrder, noSeriousViolations, shot, toast } from "./support";

// Returns (spec sections 2, 4 and 9): Priya's cash-on-delivery order of two pieces is confirmed,
// shipped and delivered by an admin through the API (bearer token); she tracks it, opens its invoice,
// returns one of the two pieces on /return/{id} and sees the return on her orders. Priya is each
// test's own shopper, and the kurta each test's own product.

test("Priya returns one of two delivered pieces and sees the return on her orders", async ({ page, request, shopper }) => {
  const product = await ownProduct(request);
  const order = await deliveredCodOrder(request, shopper, [{ sizeId: product.sizeId, quantity: 2 }]);

  await signIn(page, shopper);

  // She tracks the parcel: its timeline ends in Delivered.
  await page.goto(`/orders/${order._id}`);
  await page.getByRole("link", { name: "Track Package" }).click();
  await expect(page).toHaveURL(/\/track\/TW\d{12}$/);
  await expect(page.getByTestId("tracking-events").getByRole("listitem").first()).toContainText("Delivered");

  // The order's page: Delivered, its invoice, and Return.
  await page.goto(`/orders/${order._id}`);
  await expect(page.getByText("Delivered", { exact: true })).toBeVisible();
  const invoiceHref = await page.getByRole("link", { name: /Invoice/ }).getAttribute("href");
  const invoice = await page.request.get(invoiceHref!);
  expect(invoice.status()).toBe(200);
  expect(invoice.headers()["content-type"]).toContain("application/pdf");
  await page.getByRole("link", { name: "Return", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/return/${order._id}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Return items" })).toBeVisible();

  // The stepper runs from 0 to the 2 bought; past either end it says so.
  const more = page.getByRole("button", { name: /^Return one more / });
  const fewer = page.getByRole("button", { name: /^Return one fewer / });
  await fewer.click();
  await expect(toast(page, "Minimum selected")).toBeVisible();
  await more.click();
  await more.click();
  await more.click();
  await expect(toast(page, "Maximum selected")).toBeVisible();
  await fewer.click();
  const returnAll = page.getByTestId("return-all");
  const returnChosen = page.getByTestId("return-chosen");
  // The figures are the server's quotes of this choice: shown once they are in.
  await expect(returnChosen).toHaveText(/^Return ₹/);
  await expect(returnAll).toHaveText(/^Return All ₹/);
  const all = (await returnAll.textContent())!.replace("Return All ", "");
  const one = (await returnChosen.textContent())!.replace("Return ", "");
  expect(all).toMatch(/^₹[\d,]+(\.\d\d)?$/);
  expect(one).toMatch(/^₹[\d,]+(\.\d\d)?$/);
  // Two pieces cost twice one (GST included); the order's total adds the cash round-off to whole
  // rupees, which Return All (the last pieces) gives back too.
  const rupeesOf = (text: string) => Number(text.replace(/[₹,]/g, ""));
  expect(Number.isInteger(order.totalPrice)).toBe(true);
  expect(rupeesOf(all)).toBeCloseTo(order.totalPrice, 2);
  expect(rupeesOf(one) * 2 + order.totals.roundOff).toBeCloseTo(order.totalPrice, 2);

  // A reason is required.
  await returnChosen.click();
  await expect(page.getByText("Please tell us why you are returning the order")).toBeVisible();
  await page.getByLabel("Reason for the return").fill("The sleeves are too long");
  await expect(page.getByText("Please tell us why you are returning the order")).toHaveCount(0);

  await noSeriousViolations(page);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shot(page, `return-${width}`, { fullPage: true });
  }

  // Paid in cash, the refund needs a UPI ID (issue 49): asked for, on a phone, and checked with its bank before the return is made.
  await page.setViewportSize({ width: 360, height: 800 });
  const upi = page.getByLabel("UPI ID for your refund");
  await returnChosen.click();
  await expect(page.getByText("Enter the UPI ID your refund should go to")).toBeVisible();
  await expect(upi).toBeFocused();
  await upi.fill("priya@nosuchbank");
  await returnChosen.click();
  const confirm = page.getByRole("dialog", { name: "Request this return?" });
  await expect(confirm).toContainText("paid to priya@nosuchbank once they are picked up");
  await confirm.getByRole("button", { name: "Request return" }).click();
  await expect(page.getByText("This UPI ID was not found. Please check it in your UPI app")).toBeVisible();
  await expect(upi).toHaveAttribute("aria-invalid", "true");
  await noSeriousViolations(page);
  await shot(page, "return-upi-360", { fullPage: true });
  await upi.fill("priya@okaxis");

  await returnChosen.click();
  // Asked once: what is refunded, how much, and where it goes.
  await expect(confirm).toContainText("refunded");
  await expect(confirm).toContainText(`Refund ${one}`);
  await expect(confirm).toContainText("paid to priya@okaxis once they are picked up");
  await confirm.getByRole("button", { name: "Request return" }).click();
  await expect(toast(page, "Return requested")).toBeVisible();
  await expect(page).toHaveURL(/\/orders$/);
  const card = page
    .getByRole("listitem")
    .filter({ hasText: `Return: ${product.name}` })
    .first();
  await expect(card).toContainText("Return Requested");
  await expect(card).toContainText(one);

  // The order shows its return, and Return is still offered for the piece left.
  await page.goto(`/orders/${order._id}`);
  await expect(page.getByRole("region", { name: "Returns" })).toContainText("Return Requested");
  await page.getByRole("link", { name: "Return", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Returning" })).toHaveText("Returning 0");
  await page.getByRole("button", { name: /^Return one more / }).click();
  await page.getByRole("button", { name: /^Return one more / }).click();
  await expect(toast(page, "Maximum selected")).toBeVisible();

  // An order that is not theirs (or does not exist) has no return screen: a real 404.
  const unknown = await page.goto(`/return/not-an-order`);
  expect(unknown!.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await page.goto(`/return`);
  await expect(page).toHaveURL(/\/$/);
});

test("a return that breaks BIG500's minimum shows the server's refund, less the offer the kept piece no longer earns", async ({
  page,
  request,
  shopper,
}) => {
  // Two pieces of ₹2,999 make BIG500's ₹4,000; one kept piece alone does not.
  const { name, sizeId } = await ownProduct(request, { prices: { M: 2999 } });
  const order = await deliveredCodOrder(request, shopper, [{ sizeId, quantity: 2 }], "BIG500");

  await signIn(page, shopper);
  await page.goto(`/return/${order._id}`);
  const each = (await page
    .getByText(/₹[\d,.]+ each/)
    .first()
    .textContent())!.match(/₹[\d,.]+/)![0];
  // BIG500's last paise fall on one piece, so the two pieces may be two lines of a paisa apart: return the first.
  await page
    .getByRole("button", { name: /^Return one more / })
    .first()
    .click();
  const returnChosen = page.getByTestId("return-chosen");
  await expect(returnChosen).toHaveText(/^Return ₹/);
  const refund = (await returnChosen.textContent())!.replace("Return ", "");
  // The piece was paid `each`; keeping one alone loses BIG500, so the refund is less by the offer.
  const rupeesOf = (text: string) => Number(text.replace(/[₹,]/g, ""));
  expect(rupeesOf(refund)).toBeLessThan(rupeesOf(each));

  await page.getByLabel("Reason for the return").fill("Ordered one too many");
  await page.getByLabel("UPI ID for your refund").fill("priya@oksbi");
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await returnChosen.click();
    const confirm = page.getByRole("dialog", { name: "Request this return?" });
    await expect(confirm).toContainText("Offer no longer met");
    await expect(confirm).toContainText(`Refund ${refund}`);
    await noSeriousViolations(page);
    await shot(page, `return-offer-dialog-${width}`);
    if (width === 360) await confirm.getByRole("button", { name: "Cancel" }).click();
    else await confirm.getByRole("button", { name: "Request return" }).click();
  }
  await expect(toast(page, "Return requested")).toBeVisible();
  // The return keeps the refund the screen showed.
  const card = page
    .getByRole("listitem")
    .filter({ hasText: `Return: ${name}` })
    .first();
  await expect(card).toContainText(refund);
});
