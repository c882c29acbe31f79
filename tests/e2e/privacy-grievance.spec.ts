import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { ADMIN, logInAs, noSeriousViolations, shot } from "./support";

// Privacy grievances (issue 52 point 5, decision 110): at a phone's width a visitor reads the notice,
// follows its link to the form and files a request; at 1280 px the owner finds it in Admin →
// Grievances with its 90-day deadline and answers it, and the answer lands in the writer's mailbox.

test("a visitor files a privacy request at 360 px and the owner answers it at 1280 px", async ({ page, request }) => {
  const email = `grievance-${randomUUID()}@example.com`;
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/privacy");
  await expect(page.getByText("replying STOP on WhatsApp")).toBeVisible();
  await page.getByRole("link", { name: "privacy request form" }).click();
  await expect(page.getByRole("heading", { name: "Privacy request or complaint" })).toBeVisible();
  const form = page.getByRole("form", { name: "Privacy grievance" });
  await form.getByRole("button", { name: "Send to the Grievance Officer" }).click();
  // Each empty field says what it needs, under it.
  for (const message of ["Name is required", "Email is required", "Choose what your request is about"]) {
    await expect(form.getByRole("alert").filter({ hasText: message }).last()).toBeVisible();
  }
  await form.getByLabel("Your name").fill("Meera Iyer");
  await form.getByLabel("Email for our answer").fill(email);
  await form.getByLabel("What is it about?").selectOption({ label: "Erase my data" });
  await form.getByLabel("Tell us what happened or what you need").fill("Please erase the old address I gave you last year.");
  await form.getByRole("button", { name: "Send to the Grievance Officer" }).click();
  await expect(page.getByRole("status").filter({ hasText: "within 90 days" })).toBeVisible();
  await shot(page, "privacy-grievance-filed-360", { fullPage: true });
  await noSeriousViolations(page);

  await page.setViewportSize({ width: 1280, height: 900 });
  await logInAs(page, ADMIN);
  await page.goto("/admin/grievances");
  const mine = page.getByRole("article", { name: "Grievance from Meera Iyer" }).filter({ hasText: email });
  await expect(mine).toContainText("Answer within 90 days");
  await mine.getByLabel("Answer (sent by email)").fill("We erased that address today.");
  await mine.getByRole("button", { name: "Send answer" }).click();
  await expect(page.getByRole("article", { name: "Grievance from Meera Iyer" }).filter({ hasText: email })).toContainText("Answered");
  await shot(page, "privacy-grievance-answered-1280", { fullPage: true });
  await noSeriousViolations(page);

  await expect
    .poll(async () => {
      const mailbox = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
        emails: { text: string }[];
      };
      return mailbox.emails.map((mail) => mail.text).join("\n");
    })
    .toContain("We erased that address today.");
});

test("an unsubscribe link that is not the shop's says so and offers no button", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/unsubscribe/messages/bm90LWEtbGluaw?key=forged");
  await expect(page.getByText("This unsubscribe link is not valid.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Unsubscribe" })).toHaveCount(0);
  await shot(page, "privacy-unsubscribe-invalid-360");
});
