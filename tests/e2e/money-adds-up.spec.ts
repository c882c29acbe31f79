import { expect, test, type Locator } from "@playwright/test";
import { addAddress, codSize, hydrated, noSeriousViolations, setCart, shot, signUpWithMobile, toast } from "./support";

// Money a person can follow (issue 49): on a phone the cart's price details are a sum she can add up, every figure
// with GST (items at MRP − discount on MRP − the code's offer = total), the checkout bar stays at the foot of the
// screen, and the COD dialog shows the offer at the cart's very figure.

/** "₹1,259.90", "−₹125.89" → paise. */
async function paise(figure: Locator): Promise<number> {
  const text = (await figure.textContent())!;
  return Math.round(Number(text.replace(/[^\d.]/g, "")) * 100);
}

test("at 360 px with FESTIVE10 the cart's sum adds up, its checkout bar is on screen, and the COD dialog shows the same offer", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const mobile = await signUpWithMobile(page);
  await addAddress(page, mobile);
  const { sizeId } = await codSize(page.request);
  await setCart(page, [{ sizeId, quantity: 2 }]);

  await page.goto("/cart");
  await (await hydrated(page.getByLabel("Have a code?"))).fill("FESTIVE10");
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(toast(page, "Code applied")).toBeVisible();
  const summary = page.getByRole("region", { name: "Price details" });
  await expect(summary).toContainText("Festive 10% off (FESTIVE10)");

  const list = await paise(summary.getByTestId("summary-list"));
  const sale = (await summary.getByTestId("summary-sale").count()) > 0 ? await paise(summary.getByTestId("summary-sale")) : 0;
  const offerText = (await summary.getByTestId("summary-offer").textContent())!.trim();
  const offer = await paise(summary.getByTestId("summary-offer"));
  const total = await paise(summary.getByTestId("cart-total"));
  expect(offer).toBeGreaterThan(0);
  expect(list - sale - offer).toBe(total);
  await expect(summary).not.toContainText("You save");

  // The bar at the foot of the screen, on screen before scrolling, saying what it does and for how much.
  const bar = page.getByTestId("checkout-bar");
  await expect(bar).toBeVisible();
  const box = (await bar.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(740);
  const totalText = (await summary.getByTestId("cart-total").textContent())!.trim();
  await expect(bar.getByRole("link")).toHaveText(`Continue to pay ${totalText}`);
  await noSeriousViolations(page);
  await shot(page, "cart-sum-360");
  await shot(page, "cart-sum-360-full", { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(bar).toBeHidden();
  await expect(summary.getByRole("link", { name: `Continue to pay ${totalText}` })).toBeVisible();
  await shot(page, "cart-sum-1280");
  await page.setViewportSize({ width: 360, height: 740 });

  await bar.getByRole("link").click();
  await expect(page).toHaveURL(/\/booking$/);
  await expect(page.getByRole("button", { name: `Pay ${totalText} now` })).toBeVisible();
  await (await hydrated(page.getByRole("button", { name: /^Cash on Delivery/ }))).click();
  const dialog = page.getByRole("dialog", { name: "Place this order, paid on delivery?" });
  await expect(dialog.getByTestId("cod-offers")).toHaveText(offerText);
  await expect(dialog.getByRole("button", { name: /^Place order · ₹[\d,]+$/ })).toBeVisible();
  await shot(page, "cod-dialog-offer-360");
  await dialog.getByRole("button", { name: "Not yet" }).click();
  await setCart(page, []);
});
