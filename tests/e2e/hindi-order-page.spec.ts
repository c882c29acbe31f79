import { expect, ownProduct, signIn, test } from "./fixtures";
import { deliveredCodOrder, noSeriousViolations, shot, toast } from "./support";

// Issue 55's order page in Hindi, at a phone's width: a shopper's delivered cash-on-delivery order on
// /hi/orders/{id} leads to the Hindi return screen (/hi/return/{id}), whose lines, reasons, exchange
// picker, refund choice and confirmation read in Hindi; the return is asked in Hindi and she is back
// on her Hindi orders.

test("a delivered order's return screen and its confirmation read in Hindi, at 360 px", async ({ page, request, shopper }) => {
  const product = await ownProduct(request, { cod: true, sizes: ["M", "L"] });
  const order = await deliveredCodOrder(request, shopper, [{ sizeId: product.sizeIds.M!, quantity: 1 }]);

  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, shopper);
  await page.goto(`/hi/orders/${order._id}`);
  await expect(page.getByRole("heading", { level: 1, name: "ऑर्डर की जानकारी" })).toBeVisible();
  // Its payment, progress and status in Hindi too.
  await expect(page.getByText("भुगतान हो गया (नक़द)").first()).toBeVisible();
  await expect(page.getByText("कैश ऑन डिलीवरी", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("list", { name: "ऑर्डर कहाँ तक पहुँचा" })).toContainText("डिलीवर हुआ");
  await shot(page, "hindi-order-delivered-360", { fullPage: true });
  await page.getByRole("link", { name: "लौटाएँ", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/hi/return/${order._id}$`));
  await expect(page.getByRole("heading", { level: 1, name: "सामान लौटाएँ" })).toBeVisible();

  // One piece, replaced first: the exchange picker in Hindi; then a refund after all.
  await page.getByRole("button", { name: /का एक पीस और लौटाएँ$/ }).click();
  await page.getByRole("radio", { name: "बदलें", exact: true }).click();
  await page.getByRole("radio", { name: /^L\b/ }).click();
  await expect(page.getByTestId(/^exchange-.+-summary$/)).toHaveText(/^आपके Indigo M की जगह Indigo L। कुछ और नहीं देना।$/);
  await page.getByRole("radio", { name: "रिफ़ंड", exact: true }).click();
  await page.getByLabel("लौटाने की वजह").fill("साइज़ छोटा है");
  await page.getByLabel("क्या गड़बड़ थी?").selectOption({ label: "बहुत छोटा" });
  // Cash on delivery asks for a UPI ID, until she takes store credit instead.
  await expect(page.getByLabel("रिफ़ंड के लिए आपकी UPI ID")).toBeVisible();
  await page.getByRole("radio", { name: /^स्टोर क्रेडिट में रिफ़ंड/ }).check();
  await expect(page.getByLabel("रिफ़ंड के लिए आपकी UPI ID")).toHaveCount(0);
  const returnChosen = page.getByTestId("return-chosen");
  await expect(returnChosen).toHaveText(/^लौटाएँ ₹[\d,.]+$/);
  const refund = (await returnChosen.textContent())!.replace("लौटाएँ ", "");
  await noSeriousViolations(page);
  await shot(page, "hindi-return-360", { fullPage: true });

  await returnChosen.click();
  const confirm = page.getByRole("dialog", { name: "यह वापसी माँगें?" });
  await expect(confirm).toContainText(`पीस उठाए जाते ही ${refund} आपके स्टोर क्रेडिट में`);
  await expect(confirm).toContainText("पीस उठाने के लिए हम कूरियर भेजेंगे।");
  // No English in the confirmation but the kurta's own name, colour and size.
  const words = (await confirm.innerText()).replace(product.name, "").match(/[A-Za-z]{2,}/g) ?? [];
  expect(words.filter((word) => word !== "Indigo")).toEqual([]);
  await noSeriousViolations(page);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await shot(page, `hindi-return-dialog-${width}`);
  }
  await page.setViewportSize({ width: 360, height: 800 });
  await confirm.getByRole("button", { name: "वापसी माँगें" }).click();
  await expect(toast(page, "वापसी माँग ली गई")).toBeVisible();
  await expect(page).toHaveURL(/\/hi\/orders$/);
});
