import { extractText } from "unpdf";
import { formatINR, rupeesToPaise } from "../../lib/pricing/money";
import { expect, signIn, test } from "./fixtures";
import { ADMIN, bearer, noSeriousViolations, seededListing, setCart, shopOrigin, shot, toast } from "./support";

// A code from the cart to the invoice, on a phone (issue 36): a shopper of her own (Priya here) applies
// the demo's FESTIVE10 on the cart, sees the saving there, on booking, in the payment she makes, on her order and on the
// invoice PDF, per line (value, discount, taxable value).

// Rupees as the shop shows them: whole rupees without paise (₹2,660), else with them (₹1,037.62).
const inr = (rupees: number) => formatINR(rupeesToPaise(rupees));

type ApiProduct = { _id: string; subDetails: { sizes: { _id: string; stock: number; price: number }[] }[] };

test("Priya applies a code on her phone and pays online for the discounted amount, which her order and its invoice show", async ({
  page,
  request,
  shopper,
}) => {
  test.setTimeout(180_000);
  await signIn(page, shopper);
  await page.setViewportSize({ width: 360, height: 800 });
  const list = (await (await page.request.get(seededListing("availibility=true&limit=20"))).json()) as {
    products: { _id: string }[];
  };
  let sizeId: string | undefined;
  for (const card of list.products) {
    const { product } = (await (await page.request.get(`/api/v1/products/getProduct?id=${card._id}`)).json()) as { product: ApiProduct };
    sizeId = product.subDetails.flatMap((variant) => variant.sizes).find((size) => size.stock >= 2 && size.price < 2000)?._id;
    if (sizeId) break;
  }
  await setCart(page, [{ sizeId: sizeId!, quantity: 2 }]);

  await page.goto("/cart");
  const summary = page.getByRole("region", { name: "Price details" });
  const before = await summary.getByTestId("cart-total").textContent();
  await expect(page.getByRole("region", { name: "Offers for you" })).toContainText("FESTIVE10");
  await page.getByLabel("Have a code?").fill("festive10");
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(toast(page, "Code applied")).toBeVisible();
  await expect(summary).toContainText("Festive 10% off (FESTIVE10)");
  await expect(summary.getByTestId("cart-total")).not.toHaveText(before!);
  const cart = (await (await page.request.get("/api/v1/order/getMyCart")).json()) as { totals: { promoDiscount: number; total: number } };
  expect(cart.totals.promoDiscount).toBeGreaterThan(0);
  const total = inr(cart.totals.total);
  await expect(summary.getByTestId("cart-total")).toHaveText(total);
  await noSeriousViolations(page);
  await shot(page, "coupon-cart-360", { fullPage: true });

  // A code the shop never issued is refused under the field.
  await page.getByRole("button", { name: "Remove code FESTIVE10" }).click();
  await expect(toast(page, "Code removed")).toBeVisible();
  await page.getByLabel("Have a code?").fill("NOSUCHCODE");
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(page.getByText("This code is not valid", { exact: true }).first()).toBeVisible();
  await page.getByRole("button", { name: "Apply code FESTIVE10" }).click();
  await expect(summary).toContainText("Festive 10% off (FESTIVE10)");

  await page.goto("/booking");
  await expect(page.getByRole("region", { name: "Price details" })).toContainText("Festive 10% off (FESTIVE10)");
  await expect(page.getByRole("region", { name: "Price details" }).getByTestId("cart-total")).toHaveText(total);
  await shot(page, "coupon-booking-360", { fullPage: true });
  await page.getByRole("button", { name: /^Pay ₹[\d,.]+ now$/ }).click();
  const dialog = page.getByRole("dialog", { name: "Test payment: no money moves" });
  await expect(dialog).toContainText(total);
  await dialog.getByRole("button", { name: /^Pay / }).click();
  await expect(toast(page, "Payment Verified successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/orders\?placed=\w+$/);

  const orders = (await (await page.request.post("/api/v1/order/getMyOrders", { headers: { origin: shopOrigin() } })).json()) as {
    orders: { _id: string; totals: { promoDiscount: number; total: number } }[];
  };
  const order = orders.orders[0]!;
  expect(order.totals).toMatchObject({ promoDiscount: cart.totals.promoDiscount, total: cart.totals.total });
  await page.goto(`/orders/${order._id}`);
  await expect(page.getByText("Offers (before GST)")).toBeVisible();
  await expect(page.getByTestId("order-total")).toHaveText(total);
  await shot(page, "coupon-order-360", { fullPage: true });

  // The invoice is issued at dispatch: the shop ships it, and its PDF shows the discount per line.
  const admin = await bearer(request, ADMIN);
  for (const status of ["Confirmed", "Shipped"]) {
    const moved = await request.post("/api/v1/order/updateOrder", { headers: admin, data: { orderId: order._id, status } });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
  await page.reload();
  const invoiceHref = await page.getByRole("link", { name: /Invoice/ }).getAttribute("href");
  const invoice = await page.request.get(invoiceHref!);
  expect(invoice.status()).toBe(200);
  const { text } = await extractText(new Uint8Array(await invoice.body()), { mergePages: true });
  expect(text).toContain("Discount");
  expect(text).toContain(new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2 }).format(cart.totals.promoDiscount));
});

test("Priya's saved PREPAID5 does not apply to cash on delivery: booking shows the new total and asks before placing", async ({
  page,
  request,
  shopper,
}) => {
  test.setTimeout(180_000);
  await signIn(page, shopper);
  const list = (await (await page.request.get(seededListing("availibility=true&limit=40&payment=cod"))).json()) as {
    products: { _id: string }[];
  };
  let sizeId: string | undefined;
  for (const card of list.products) {
    const { product } = (await (await page.request.get(`/api/v1/products/getProduct?id=${card._id}`)).json()) as { product: ApiProduct };
    sizeId = product.subDetails.flatMap((variant) => variant.sizes).find((size) => size.stock >= 1 && size.price < 3000)?._id;
    if (sizeId) break;
  }
  await setCart(page, [{ sizeId: sizeId!, quantity: 1 }]);
  await page.goto("/cart");
  await page.getByLabel("Have a code?").fill("PREPAID5");
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(page.getByRole("region", { name: "Price details" })).toContainText("(PREPAID5)");
  const cart = (await (await page.request.get("/api/v1/order/getMyCart")).json()) as { totals: { promoDiscount: number; total: number } };
  expect(cart.totals.promoDiscount).toBeGreaterThan(0);

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/booking");
    // Before anything is pressed, the cash button carries the cash total and says why it is more.
    const cash = page.getByRole("button", { name: /^Cash on Delivery · ₹/ });
    const cashTotal = (await cash.textContent())!.replace("Cash on Delivery · ", "");
    expect(Number(cashTotal.replace(/[₹,]/g, ""))).toBeGreaterThan(cart.totals.total);
    await expect(page.getByText(`is for paying online: paid on delivery, the order costs ${cashTotal}`)).toBeVisible();
    await cash.click();
    const dialog = page.getByRole("dialog", { name: "Place this order, paid on delivery?" });
    await expect(dialog.getByTestId("cod-without-offer")).toContainText(
      `The cart's total, ${inr(cart.totals.total)}, has 5% off when you pay online (PREPAID5), which applies only when paying online. Paid on delivery, this order costs ${cashTotal}.`,
    );
    await noSeriousViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shot(page, `cod-without-offer-${width}`);
    if (width === 360) {
      await dialog.getByRole("button", { name: "Not yet" }).click();
      continue;
    }
    await dialog.getByRole("button", { name: `Place order without the offer · ${cashTotal}` }).click();
    await expect(toast(page, "Order placed successfully")).toBeVisible();
    const orders = (await (await page.request.post("/api/v1/order/getMyOrders", { headers: { origin: shopOrigin() } })).json()) as {
      orders: { _id: string; totalPrice: number; totals: { promoDiscount: number } }[];
    };
    const order = orders.orders[0]!;
    // The order charges what she agreed to, and no offer.
    expect(inr(order.totalPrice)).toBe(cashTotal);
    expect(order.totals.promoDiscount).toBe(0);
    // Her open cash-on-delivery orders leave room for the other journeys.
    const cancelled = await request.post("/api/v1/order/cancelMyOrder", {
      headers: shopper.headers,
      data: { orderId: order._id },
    });
    expect(cancelled.ok(), await cancelled.text()).toBe(true);
  }
});
