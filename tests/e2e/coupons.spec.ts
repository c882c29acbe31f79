import { extractText } from "unpdf";
import { expect, test } from "@playwright/test";
import { ADMIN, PRIYA, bearer, logInAs, noSeriousViolations, setCart, shot, toast } from "./support";

// A code from the cart to the invoice, on a phone (issue 36): Priya applies the demo's FESTIVE10 on
// the cart, sees the saving there, on booking, in the payment she makes, on her order and on the
// invoice PDF, per line (value, discount, taxable value).

type ApiProduct = { _id: string; subDetails: { sizes: { _id: string; stock: number; price: number }[] }[] };

test("Priya applies a code on her phone and pays online for the discounted amount, which her order and its invoice show", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await logInAs(page, PRIYA);
  await page.setViewportSize({ width: 360, height: 800 });
  const list = (await (await page.request.get("/api/v1/products/getAllProduct?availibility=true&limit=20")).json()) as {
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
  const total = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" }).format(cart.totals.total);
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
  await page.getByRole("button", { name: "Pay Now" }).click();
  const dialog = page.getByRole("dialog", { name: "Test payment: no money moves" });
  await expect(dialog).toContainText(total);
  await dialog.getByRole("button", { name: /^Pay / }).click();
  await expect(toast(page, "Payment Verified successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/orders\?placed=\w+$/);

  const orders = (await (
    await page.request.post("/api/v1/order/getMyOrders", { headers: { origin: new URL(page.url()).origin } })
  ).json()) as {
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
