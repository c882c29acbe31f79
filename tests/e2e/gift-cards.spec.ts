import { randomUUID } from "node:crypto";
import { expect, newShopper, signIn, test } from "./fixtures";
import { ADMIN, hydrated, logInAs, noSeriousViolations, shot, toast } from "./support";

// Gift cards (issue 51 point 4). At a phone's width: a shopper buys a card online through the Razorpay
// twin for a recipient's email, her receipt explains why there is no tax invoice and never shows the
// code; the card arrives in the development mailbox at once and the recipient adds it to her store
// credit on her account page. At 1280 px: the owner gives a shopper credit on Admin → Store credit
// and sees the liability, and issues a card on Admin → Gift cards (its code shown once).

const CODE = /[2-9A-HJKMNP-Z]{4}(?:-[2-9A-HJKMNP-Z]{4}){3}/;
type Mailbox = { emails: { subject: string; text: string }[] };

test("a gift card bought online arrives in the mailbox and is redeemed into store credit, at 360 px", async ({
  page,
  browser,
  request,
  shopper,
}) => {
  const recipient = await newShopper("Asha Recipient");
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, shopper);
  await page.goto("/gift-cards");
  const form = page.getByRole("form", { name: "Buy a gift card" });
  await (await hydrated(form.getByText("₹1,000", { exact: true }))).click();
  await form.getByRole("textbox", { name: "Recipient's name" }).fill("Asha");
  await form.getByRole("textbox", { name: "Recipient's email" }).fill(recipient.email);
  await form.getByRole("textbox", { name: "Message (optional)" }).fill("Happy Diwali!");
  await noSeriousViolations(page);
  await shot(page, "gift-card-buy-360", { fullPage: true });
  await form.getByRole("button", { name: "Pay ₹1,000 online" }).click();

  const dialog = page.getByRole("dialog", { name: "Test payment: no money moves" });
  await dialog.getByRole("button", { name: "Pay ₹1,000" }).click();
  await expect(page).toHaveURL(/\/gift-cards\/receipt\//);
  await expect(page.getByRole("heading", { name: "Why there is no tax invoice" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("CBIC Circular 243/37/2024");
  await expect(page.getByRole("main")).toContainText(recipient.email);
  await expect(page.getByRole("main")).not.toContainText(CODE);
  await shot(page, "gift-card-receipt-360", { fullPage: true });

  let code = "";
  await expect
    .poll(async () => {
      const mailbox = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(recipient.email)}`)).json()) as Mailbox;
      code = mailbox.emails.find((mail) => mail.subject.includes("gift card of ₹1,000"))?.text.match(CODE)?.[0] ?? "";
      return code;
    }, "the gift card's email to the recipient")
    .not.toBe("");

  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const hers = await context.newPage();
  await signIn(hers, recipient);
  await hers.goto("/myaccount#storeCredit");
  const card = hers.locator("#storeCredit");
  await (await hydrated(card.getByRole("textbox", { name: "Gift card code" }))).fill(code.toLowerCase());
  await card.getByRole("button", { name: "Add to store credit" }).click();
  await expect(toast(hers, "Gift card added: your store credit is ₹1,000")).toBeVisible();
  await expect(card.getByText("Balance")).toContainText("₹1,000");
  await expect(card.getByRole("list", { name: "Store credit history" })).toContainText(`Gift card ending ${code.slice(-4)}`);
  await shot(hers, "gift-card-redeemed-360", { fullPage: true });
  // The same code a second time is refused, with the one answer every unusable code gets.
  await card.getByRole("textbox", { name: "Gift card code" }).fill(code);
  await card.getByRole("button", { name: "Add to store credit" }).click();
  await expect(card.getByText(/This gift card code cannot be used/).first()).toBeVisible();
  await context.close();
});

test("the owner gives a shopper credit and sees the liability, and issues a gift card, at 1280 px", async ({ page }) => {
  const shopper = await newShopper("Meena Credit");
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInAs(page, ADMIN);
  await page.goto("/admin/store-credit");
  await page.getByRole("textbox", { name: "Shopper's email or mobile" }).fill(shopper.email);
  await page.getByRole("button", { name: "Find" }).click();
  await expect(page.getByText(`Meena Credit · ${shopper.email} · balance ₹0`)).toBeVisible();
  const adjust = page.getByRole("form", { name: "Adjust store credit" });
  await (await hydrated(adjust.getByRole("textbox", { name: "Amount (₹)" }))).fill("300");
  await adjust.getByRole("textbox", { name: "Reason" }).fill(`Goodwill ${randomUUID().slice(0, 8)}`);
  await adjust.getByRole("button", { name: "Adjust credit" }).click();
  await expect(toast(page, "Store credit adjusted: the balance is ₹300")).toBeVisible();
  await expect(page.getByText(`Meena Credit · ${shopper.email} · balance ₹300`)).toBeVisible();
  const liability = page.getByRole("region", { name: "Credit liability" });
  await expect(liability).toContainText(/₹[\d,]+/);
  const owed = Number((await liability.locator("p").first().innerText()).replace(/[^\d.]/g, ""));
  expect(owed).toBeGreaterThanOrEqual(300);
  await noSeriousViolations(page);
  await shot(page, "admin-store-credit-1280", { fullPage: true });

  await page.goto("/admin/gift-cards");
  const issue = page.getByRole("form", { name: "Issue a gift card" });
  await (await hydrated(issue.getByRole("textbox", { name: "Amount (₹)" }))).fill("500");
  await issue.getByRole("textbox", { name: /Recipient's name/ }).fill("Kavya");
  await issue.getByRole("button", { name: "Issue gift card" }).click();
  await expect(page.getByRole("status").filter({ hasText: "A gift card of ₹500 is issued" })).toContainText(CODE);
  await expect(page.getByRole("region", { name: "Outstanding liability" })).toContainText(/₹[\d,]+/);
  await noSeriousViolations(page);
  await shot(page, "admin-gift-cards-1280", { fullPage: true });
});
