import { expect, test } from "./fixtures";
import { freshMobile, noSeriousViolations, shot, textedCode, toast } from "./support";

// Her language kept on her account (decision 122): a shopper who signs in from the Hindi login page
// gets her code in Hindi (the twin's inbox names the template's language), her account page shows
// Hindi as the language of her messages, and she changes it there.

const PHONE = { width: 360, height: 800 };
const DESKTOP = { width: 1280, height: 900 };

type Inbox = { messages: { template: string; text: string; language: string }[] };

test("signed in from /hi: her code comes in Hindi, and her account keeps Hindi until she changes it", async ({ page }) => {
  test.setTimeout(120_000);
  const mobile = freshMobile();
  let code = "";
  await page.setViewportSize(PHONE);

  await test.step("the Hindi login page texts the code in Hindi", async () => {
    await page.goto("/hi/login");
    await page.getByLabel("मोबाइल नंबर").fill(mobile);
    await page.getByRole("button", { name: "आगे बढ़ें", exact: true }).click();
    code = await textedCode(page.request, mobile);
    const inbox = (await (await page.request.get(`/api/dev/messages?to=${mobile}`)).json()) as Inbox;
    expect(inbox.messages[0]).toMatchObject({ template: "otp", language: "hi" });
    expect(inbox.messages[0]!.text).toContain(`${code} आपका Kurta Shop कोड है।`);
    await page.getByLabel("6 अंकों का कोड").fill(code);
    await page.getByRole("button", { name: "कोड जाँचें और आगे बढ़ें" }).click();
    await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });
  });

  await test.step("the development inbox shows the template's language", async () => {
    await page.goto("/dev/messages");
    const message = page.getByRole("article").filter({ hasText: `${code} आपका Kurta Shop कोड है` });
    await expect(message.getByTitle("The template's language")).toHaveText("hi");
    await expect(message.locator('p[lang="hi"]')).toContainText("आपका Kurta Shop कोड है");
    await shot(page, "message-language-inbox-360");
  });

  const choice = page.getByRole("combobox", { name: /Language of your messages/ });
  await test.step("her account page: Hindi kept, labelled in both languages", async () => {
    await page.goto("/myaccount");
    await expect(choice).toHaveValue("hi");
    await expect(page.getByText("आपके संदेशों की भाषा")).toBeVisible();
    await choice.scrollIntoViewIfNeeded();
    await shot(page, "message-language-account-360");
    await noSeriousViolations(page);
    await page.setViewportSize(DESKTOP);
    await choice.scrollIntoViewIfNeeded();
    await shot(page, "message-language-account-1280");
  });

  await test.step("she picks English; the account keeps it", async () => {
    await choice.selectOption("en");
    await expect(toast(page, /Messages will come in English/)).toBeVisible();
    await page.reload();
    await expect(choice).toHaveValue("en");
  });
});
