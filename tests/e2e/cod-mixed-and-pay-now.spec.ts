import { expect, test } from "@playwright/test";
import {
  addAddress,
  codConfirmationTo,
  codSize,
  hydrated,
  newShopperWithCodOrder,
  noSeriousViolations,
  onlineOnlySize,
  setCart,
  shot,
  signUpWithMobile,
  toast,
} from "./support";

// Issue 35 on a phone: a mixed cart resolved on the booking page, an order nobody confirms lapsing,
// and an order paid online from its confirmation link instead of cash. Each test signs up its own
// shopper with a mobile number, so none shares the cap on open cash-on-delivery orders.
const PHONE = { width: 360, height: 740 };
const COD_LAPSED_MESSAGE = "This order was cancelled because cash on delivery was not confirmed in time";

test("at 360 px a mixed cart: the online-only piece moves to the wishlist, and the rest is paid in cash", async ({ page }) => {
  await page.setViewportSize(PHONE);
  const mobile = await signUpWithMobile(page);
  await addAddress(page, mobile);
  const cash = await codSize(page.request);
  const online = await onlineOnlySize(page.request);
  await setCart(page, [
    { sizeId: cash.sizeId, quantity: 1 },
    { sizeId: online.sizeId, quantity: 1 },
  ]);

  await page.goto("/booking");
  const pieces = page.getByRole("region", { name: "Cash on delivery is not available for this item" });
  await expect(pieces.getByRole("listitem")).toHaveCount(1);
  await expect(pieces.getByRole("listitem")).toContainText(/\(.+, .+\)/);
  await expect(page.getByRole("button", { name: /^Cash on Delivery/ })).toHaveCount(0);
  await shot(page, "booking-mixed-cart-360", { fullPage: true });
  await noSeriousViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, "booking-mixed-cart-1280", { fullPage: true });
  await page.setViewportSize(PHONE);

  await (await hydrated(pieces.getByRole("button", { name: "Move to wishlist" }))).click();
  await expect(toast(page, "Moved 1 item to your wishlist")).toBeVisible();
  await expect(page).toHaveURL(/\/booking$/);
  await expect(pieces).toHaveCount(0);
  const wishlist = await page.request.post("/api/v1/order/getMyWishlist", { headers: { origin: new URL(page.url()).origin } });
  expect(JSON.stringify(await wishlist.json())).toContain(online.sizeId);

  await page.getByRole("button", { name: /^Cash on Delivery/ }).click();
  const dialog = page.getByRole("dialog", { name: "Place this order, paid on delivery?" });
  await dialog.getByRole("button", { name: /^Place order/ }).click();
  await expect(toast(page, "Order placed successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/orders\?placed=/);
});

test("at 360 px another shopper ignores the confirmation and, after the deadline, sees the order cancelled", async ({ page }) => {
  await page.setViewportSize(PHONE);
  const { orderId } = await newShopperWithCodOrder(page);
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByRole("link", { name: "Confirm cash on delivery" })).toBeVisible();

  // The demo's clock: this order's confirmation time runs out now, and the lapse job runs (demo mode, this machine only).
  const lapse = await page.request.post("/api/dev/cod-lapse", { headers: { origin: new URL(page.url()).origin }, data: { orderId } });
  expect(await lapse.json()).toEqual({ success: true, lapsed: true });

  await page.goto(`/orders/${orderId}`);
  await expect(page.getByRole("status").filter({ hasText: COD_LAPSED_MESSAGE })).toBeVisible();
  await expect(page.getByText("Cancelled", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Confirm cash on delivery" })).toHaveCount(0);
  await shot(page, "cod-lapsed-order-360", { fullPage: true });
  await noSeriousViolations(page);
});

test("at 360 px a shopper pays online from the confirmation link instead of cash, and the order page shows it paid", async ({ page }) => {
  await page.setViewportSize(PHONE);
  const { orderId, mobile } = await newShopperWithCodOrder(page);
  const message = await codConfirmationTo(page, mobile);
  const link = new URL(/https?:\/\/\S+\/cod\/\S+/.exec(message.text)![0]);

  await page.goto(link.pathname + link.search);
  const offer = page.getByRole("region", { name: /^Pay ₹[\d,.]+ now/ });
  await expect(offer).toBeVisible();
  await shot(page, "cod-pay-now-offer-360", { fullPage: true });
  await noSeriousViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, "cod-pay-now-offer-1280", { fullPage: true });
  await page.setViewportSize(PHONE);

  await (await hydrated(offer.getByRole("button", { name: /^Pay ₹[\d,.]+ now$/ }))).click();
  const twin = page.getByRole("dialog", { name: "Test payment: no money moves" });
  await twin.getByRole("button", { name: /^Pay ₹/ }).click();
  await expect(toast(page, "Paid online: your order is confirmed")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "your order is confirmed" })).toContainText("You paid online");
  await expect(page.getByText(/^Paid online: ₹/)).toBeVisible();

  await page.goto(`/orders/${orderId}`);
  await expect(page.getByText("Paid (Prepaid)")).toBeVisible();
  await expect(page.getByText("PREPAID", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Confirm cash on delivery" })).toHaveCount(0);
  await shot(page, "cod-paid-online-order-360", { fullPage: true });
});
