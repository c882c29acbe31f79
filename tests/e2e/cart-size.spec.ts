import { expect, ownProduct, signIn, test } from "./fixtures";
import { hydrated, noSeriousViolations, setCart, shot, toast } from "./support";

// Issue 49 point 12: at 360 px, a shopper changes a cart line's size with the picker on the line: the
// pieces move to the other size, and join a line of that size within its stock.

test("at 360 px, the size picker on a cart line moves its pieces to another size, then joins a line of that size", async ({
  page,
  request,
  shopper,
}) => {
  const product = await ownProduct(request, { sizes: ["S", "M", "L"], stock: 3 });
  const line = (size: string) => `${product.name} - Indigo - ${size}`;
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, shopper);
  await setCart(page, [
    { sizeId: product.sizeIds.M!, quantity: 2 },
    { sizeId: product.sizeIds.L!, quantity: 2 },
  ]);
  await page.goto("/cart");
  const medium = await hydrated(page.getByLabel(`Size of ${line("M")}`));
  await expect(medium).toHaveValue(product.sizeIds.M!);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await noSeriousViolations(page);
  await shot(page, "cart-size-picker-360", { fullPage: true });

  await medium.selectOption({ label: "S" });
  await expect(toast(page, "Size changed to S")).toBeVisible();
  const small = page.getByLabel(`Size of ${line("S")}`);
  await expect(small).toHaveValue(product.sizeIds.S!);
  await expect(page.getByRole("group", { name: `Quantity of ${line("S")}` })).toContainText("2");
  await expect(page.getByText("2 items, 4 pieces")).toBeVisible();

  // S joins the L line: 2 + 2 pieces, 3 in stock.
  await small.selectOption({ label: "L" });
  await expect(toast(page, "Size changed to L")).toBeVisible();
  await expect(page.getByText(`Only 3 left of ${line("L")}: quantity set to 3`)).toBeVisible();
  await expect(page.getByText("1 item, 3 pieces")).toBeVisible();
  await expect(page.getByRole("group", { name: `Quantity of ${line("L")}` })).toContainText("3");
  await noSeriousViolations(page);
  await shot(page, "cart-size-joined-360", { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, "cart-size-joined-1280", { fullPage: true });
});
