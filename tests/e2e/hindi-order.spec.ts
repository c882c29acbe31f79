import { expect, ownProduct, test } from "./fixtures";
import { codConfirmationTo, freshMobile, noSeriousViolations, shot, textedCode, toast } from "./support";

// Issue 55's closing journey: a first-time shopper on a phone who reads Hindi, from the Hindi category
// page to a cash-on-delivery order, all in Hindi: the frame, the product page, phone sign-in (with its
// refusals in Hindi), the cart, the booking (a new address from its pin code, the COD dialog), the
// order-placed page, and the WhatsApp confirmation in the twin's inbox with its Hindi link page.

const DEVANAGARI = /^[\u0900-\u097F]/;
const PHONE = { width: 360, height: 800 };
const DESKTOP = { width: 1280, height: 900 };

// NOT DONE (issue 55): its first runs passed the category, product page, Hindi login and phone sign-in steps, then
// timed out filling the booking's new-address form ("पिन कोड", line 85) on 6 Dec 19:17; the booking, COD and
// confirmation steps have never passed. Marked fixme until that is found; issue 55 stays open for it.
test("a first order from the Hindi pages at 360 px: phone sign-in, booking, cash on delivery and its confirmation, in Hindi", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const mine = await ownProduct(request);
  const mobile = freshMobile();
  await page.setViewportSize(PHONE);

  await test.step("the demo catalogue's category in Hindi: its name, its cards, the header and the footer", async () => {
    expect((await page.goto("/hi/category/cotton-kurtas"))?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    // The header and menus are outside <main>: the page's Devanagari font reaches them through <body>.
    await expect(page.locator("body")).toHaveCSS("font-family", /devanagari/i);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("सूती कुर्ते");
    const translated = page.locator("main article h3").filter({ hasText: DEVANAGARI }).first();
    await expect(translated).toBeVisible();
    await expect(translated.getByRole("link")).toHaveAttribute("href", /^\/hi\/product\//);
    await expect(page.getByRole("contentinfo").getByRole("heading", { name: "मदद" })).toBeVisible();
    await shot(page, "hindi-category-360");
    await noSeriousViolations(page);
  });

  await test.step("her kurta's page: a visitor taps Add to Cart and is sent to the Hindi login, to come back", async () => {
    expect((await page.goto(`/hi/product/${mine.slug}`))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(mine.name);
    await page.getByRole("radiogroup", { name: "साइज़" }).getByRole("radio", { name: mine.size, exact: true }).click();
    await page.getByRole("button", { name: "कार्ट में डालें", exact: true }).click();
    await expect(page).toHaveURL(/\/hi\/login\?next=/);
    // Back to the product page as she left it (its colour and size in the address).
    expect(new URL(page.url()).searchParams.get("next")).toMatch(new RegExp(`^/hi/product/${mine.slug}(\\?|$)`));
  });

  await test.step("phone sign-in in Hindi, its refusals in Hindi too", async () => {
    await expect(page.getByRole("heading", { level: 1, name: "लॉग इन" })).toBeVisible();
    await expect(page.getByText("लॉग इन करें, हम आपकी पसंद कार्ट में डाल देंगे")).toBeVisible();
    await page.getByRole("button", { name: "आगे बढ़ें", exact: true }).click();
    await expect(page.getByText("मोबाइल नंबर ज़रूरी है")).toBeVisible();
    await page.getByLabel("मोबाइल नंबर").fill(mobile);
    await page.getByRole("button", { name: "आगे बढ़ें", exact: true }).click();
    const code = await textedCode(page.request, mobile);
    await expect(page.getByLabel("6 अंकों का कोड")).toBeVisible();
    await shot(page, "hindi-login-code-360");
    await noSeriousViolations(page);
    await page.setViewportSize(DESKTOP);
    await shot(page, "hindi-login-code-1280");
    await page.setViewportSize(PHONE);
    // A wrong code: the server's English refusal, shown in Hindi.
    await page.getByLabel("6 अंकों का कोड").fill(code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "कोड जाँचें और आगे बढ़ें" }).click();
    await expect(toast(page, "यह कोड सही नहीं है")).toBeVisible();
    await page.getByLabel("6 अंकों का कोड").fill(code);
    await page.getByRole("button", { name: "कोड जाँचें और आगे बढ़ें" }).click();
    // Back on the Hindi product page, with the kurta in her cart.
    await expect(page).toHaveURL(new RegExp(`/hi/product/${mine.slug}(\\?|$)`), { timeout: 30_000 });
    await expect(page.getByRole("navigation", { name: "खाता" }).getByRole("link", { name: "मेरा कार्ट, 1 चीज़" })).toBeVisible();
  });

  await test.step("the cart, then the booking in Hindi: a new address from its pin code", async () => {
    await page
      .getByRole("navigation", { name: "खाता" })
      .getByRole("link", { name: /^मेरा कार्ट/ })
      .click();
    await expect(page).toHaveURL(/\/hi\/cart$/);
    await page.getByRole("link", { name: /^₹[\d,.]+ चुकाने के लिए आगे बढ़ें$/ }).click();
    await expect(page).toHaveURL(/\/hi\/booking$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("बुकिंग");
    await expect(page.getByRole("heading", { name: "डिलीवरी का पता" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "ऑर्डर का सारांश" })).toBeVisible();
    await expect(page.getByText("आपने अभी कोई पता नहीं सहेजा है।")).toBeVisible();
    await page.getByRole("button", { name: "नया पता जोड़ें" }).click();
    // Scoped to the booking's own region: the product page she came from stays in the DOM, hidden (Next's
    // client router keeps it), with its own delivery-check pin field.
    const form = page.getByRole("region", { name: "डिलीवरी का पता" }).locator("form");
    await form.getByLabel("पिन कोड").fill("380009");
    // The pin code's place fills the state and the city (the hint names them).
    await expect(form.getByLabel("राज्य")).toHaveValue("Gujarat");
    await form.getByLabel("पते की पहली पंक्ति").fill("7 Ashram Road");
    await form.getByLabel("नाम", { exact: true }).fill("Nisha Patel");
    await shot(page, "hindi-booking-address-360");
    await form.getByRole("button", { name: "पता सहेजें" }).click();
    await expect(toast(page, "पता जुड़ गया")).toBeVisible();
    await expect(page.getByRole("radio", { name: /^यहाँ डिलीवर करें/ })).toBeChecked();
    await expect(page.getByText(/^UPI, कार्ड, नेट बैंकिंग और वॉलेट।/)).toBeVisible();
    await shot(page, "hindi-booking-360", { fullPage: true });
    await noSeriousViolations(page);
    await page.setViewportSize(DESKTOP);
    await shot(page, "hindi-booking-1280");
    await page.setViewportSize(PHONE);
  });

  let publicOrderId = "";
  await test.step("cash on delivery: the dialog and the order-placed page, in Hindi", async () => {
    await page.getByRole("button", { name: /^कैश ऑन डिलीवरी/ }).click();
    const confirm = page.getByRole("dialog", { name: "यह ऑर्डर करें, भुगतान डिलीवरी पर?" });
    await expect(confirm).toContainText(mine.name);
    await expect(confirm).toContainText(/कैश ऑन डिलीवरी: पार्सल पहुँचने पर ₹[\d,]+ नक़द दें।/);
    await shot(page, "hindi-cod-dialog-360");
    await noSeriousViolations(page);
    await confirm.getByRole("button", { name: /^ऑर्डर करें · ₹/ }).click();
    await expect(toast(page, "ऑर्डर हो गया")).toBeVisible();
    await expect(page).toHaveURL(/\/hi\/orders\?placed=\w+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("मेरे ऑर्डर");
    const placed = page.getByRole("region", { name: "ऑर्डर हो गया" });
    await expect(placed).toContainText(/धन्यवाद! आपका ₹[\d,]+ का ऑर्डर KS-[\w-]+ हो गया है।/);
    await expect(placed).toContainText(/पार्सल पहुँचने पर ₹[\d,]+ नक़द दें।/);
    await expect(placed.getByRole("heading", { name: "आगे क्या होगा" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("listitem").filter({ hasText: mine.name })).toContainText("ऑर्डर हो गया");
    publicOrderId = /KS-[\w-]+/.exec((await placed.textContent()) ?? "")![0];
    await shot(page, "hindi-order-placed-360");
    await noSeriousViolations(page);
    await page.setViewportSize(DESKTOP);
    await shot(page, "hindi-order-placed-1280");
    await page.setViewportSize(PHONE);
  });

  await test.step("the COD confirmation on WhatsApp in the twin's inbox, and its link's page in Hindi", async () => {
    const message = await codConfirmationTo(page, mobile);
    expect(message.text).toContain(publicOrderId);
    expect(message.text).toContain("पक्का करें");
    expect(message.buttons?.map((button) => button.title)).toEqual(["पक्का करें", "रद्द करें"]);
    const link = new URL(/https?:\/\/\S+\/hi\/cod\/\S+/.exec(message.text)![0]);
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole("heading", { level: 1, name: "अपना ऑर्डर पक्का करें" })).toBeVisible();
    await expect(page.getByText(`ऑर्डर ${publicOrderId} · ऑर्डर हो गया`)).toBeVisible();
    await expect(page.getByText(/^डिलीवरी पर नक़द देना है: ₹/)).toBeVisible();
    await shot(page, "hindi-cod-confirm-360", { fullPage: true });
    await noSeriousViolations(page);
    await page.getByRole("button", { name: "ऑर्डर पक्का करें" }).click();
    await expect(toast(page, "ऑर्डर पक्का हो गया")).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "धन्यवाद: आपका ऑर्डर पक्का हो गया।" })).toBeVisible();
    await page.setViewportSize(DESKTOP);
    await shot(page, "hindi-cod-confirm-1280");
  });
});
