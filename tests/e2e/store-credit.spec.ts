import { expect, test } from "@playwright/test";
import { ADMIN, bearer, noSeriousViolations, signUpWithMobile } from "./support";

// Store credit on the account page (issue 51 point 1), at a phone's width: the owner gives credit
// and takes part of it back through /api/v1/storeCredit/adjust, and the shopper reads the balance
// and both lines of its history, newest first.

test("a shopper reads the store credit the owner gave and took back, at 360 px", async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signUpWithMobile(page);
  const me = await page.request.get("/api/v1/user/getUser");
  expect(me.status(), await me.text()).toBe(200);
  const userId = ((await me.json()) as { user: { _id: string } }).user._id;

  const owner = await bearer(request, ADMIN);
  const given = await request.post("/api/v1/storeCredit/adjust", {
    headers: owner,
    data: { userId, amount: 750, reason: "Sorry for the late parcel" },
  });
  expect(given.status(), await given.text()).toBe(200);
  const taken = await request.post("/api/v1/storeCredit/adjust", {
    headers: owner,
    data: { userId, amount: -250, reason: "Given twice by mistake" },
  });
  expect(taken.status(), await taken.text()).toBe(200);
  const tooMuch = await request.post("/api/v1/storeCredit/adjust", {
    headers: owner,
    data: { userId, amount: -501, reason: "More than there is" },
  });
  expect(tooMuch.status()).toBe(409);

  // The sign-up left the page on /myaccount, so going to its #storeCredit alone only scrolls the
  // page rendered before the credit: reload it to read what the owner did.
  await page.goto("/myaccount#storeCredit");
  await page.reload();
  const card = page.locator("#storeCredit");
  await expect(card.getByText("Balance")).toContainText("₹500");
  const lines = card.getByRole("list", { name: "Store credit history" }).getByRole("listitem");
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText("Given twice by mistake");
  await expect(lines.nth(0)).toContainText("-₹250");
  await expect(lines.nth(1)).toContainText("Sorry for the late parcel");
  await expect(lines.nth(1)).toContainText("₹750");
  await noSeriousViolations(page);
});
