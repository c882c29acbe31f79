import { expect, test } from "@playwright/test";
import { ADMIN, logInAs, newShopperWithCodOrder, noSeriousViolations, shot, toast } from "./support";

// The owner's call list of cash-on-delivery orders, from the keyboard (issue 49): confirmed after a call,
// the card leaves and focus moves to the next one. Moved out of cod-confirmation.spec.ts, whose tests run
// beside other journeys: this one runs one at a time, as the card after its own is whichever order the shared
// queue holds next, which another journey could place or move between the two reads.

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
