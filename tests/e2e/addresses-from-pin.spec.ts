import type { Page } from "@playwright/test";
import { expect, newShopper, signIn, test, type Shopper } from "./fixtures";
import { codSize, noSeriousViolations, setCart, shopOrigin, shot, toast } from "./support";

// Addresses from the pin code: the form asks the pin code first and fills the state and the city
// from India Post's directory, suggests localities, and starts with the account's name and number
// and the pin code last checked on a product page. A shopper of this file's own, named Priya, whose
// addresses add up, so the tests run in order.
test.describe.configure({ mode: "serial" });

let priya: Shopper;
test.beforeAll(async () => {
  priya = await newShopper("Priya Sharma");
});

async function openNewAddress(page: Page, region: string) {
  const section = page.getByRole("region", { name: region });
  await section.getByRole("button", { name: "Add New Address" }).click();
  // The section's other form is the removal dialog's.
  const form = section.locator("form").filter({ has: page.getByLabel("Pin code") });
  await expect(form.getByLabel("Pin code")).toBeFocused();
  return { section, form };
}

test("at 360 px, Priya books with a new address filled in from its pin code, paid cash on delivery", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, priya);
  const pick = await codSize(page.request);
  await setCart(page, [{ sizeId: pick.sizeId, quantity: 1 }]);
  await page.goto("/booking");

  const { section, form } = await openNewAddress(page, "Delivery address");
  // Her name and number are there already.
  await expect(form.getByLabel("Name", { exact: true })).toHaveValue("Priya Sharma");
  await expect(form.getByLabel("Phone Number")).toHaveValue(priya.phone);

  await form.getByLabel("Pin code").pressSequentially("411001");
  await expect(form.getByLabel("State")).toHaveValue("Maharashtra");
  await expect(form.getByLabel("City")).toHaveValue("Pune");
  await expect(form.getByText("Pune, Maharashtra")).toBeVisible();
  // The pin code's post offices are offered as localities.
  const locality = form.getByLabel("Locality");
  const localities = page.locator(`datalist[id="${await locality.getAttribute("list")}"] option`);
  await expect(localities.and(page.locator('[value="Ghorpuri Bazar"]'))).toHaveCount(1);
  await locality.fill("Ghorpuri Bazar");
  await form.getByLabel("Address Line 1").fill("Flat 3, Sachapir Street");

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await noSeriousViolations(page, "form");
  await shot(page, "address-form-360", { fullPage: true });

  await form.getByRole("button", { name: "Save address" }).click();
  await expect(toast(page, "Address added")).toBeVisible();
  const card = section.getByRole("listitem").filter({ hasText: "Flat 3, Sachapir Street" });
  await expect(card).toContainText("Ghorpuri Bazar");
  await expect(card).toContainText("Pune, Maharashtra 411001");
  await expect(card.getByRole("radio")).toBeChecked();

  await page.getByRole("button", { name: "Cash on Delivery" }).click();
  const confirm = page.getByRole("dialog", { name: "Place this order, paid on delivery?" });
  await expect(confirm).toContainText("Flat 3, Sachapir Street, Ghorpuri Bazar, Pune, Maharashtra 411001");
  await confirm.getByRole("button", { name: /^Place order · ₹/ }).click();
  await expect(page).toHaveURL(/\/orders\?placed=\w+$/);

  // The order keeps the locality in its second line.
  const origin = shopOrigin();
  const { orders } = (await (await page.request.post("/api/v1/order/getMyOrders", { headers: { origin } })).json()) as {
    orders: { _id: string; address: { addressLine2: string; city: string; pinCode: string } }[];
  };
  const booked = orders.find((order) => order.address.addressLine2 === "Ghorpuri Bazar" && order.address.pinCode === "411001");
  expect(booked?.address).toMatchObject({ city: "Pune" });

  // Her order is cancelled through the API, as her own.
  const cancelled = await page.request.post("/api/v1/order/cancelMyOrder", { headers: { origin }, data: { orderId: booked!._id } });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
});

test("at 1280 px, an address is added with the keyboard alone", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, priya);
  await page.goto("/myaccount");
  const addresses = page.getByRole("region", { name: "Addresses" });
  await addresses.getByRole("button", { name: "Add New Address" }).focus();
  await page.keyboard.press("Enter");
  const form = addresses.locator("form").filter({ has: page.getByLabel("Pin code") });
  await expect(form.getByLabel("Pin code")).toBeFocused();

  await page.keyboard.type("560001");
  await expect(form.getByLabel("State")).toHaveValue("Karnataka");
  await expect(form.getByLabel("City")).toHaveValue("Bengaluru");
  // Pin code, State, City, Locality, Address Line 1 and 2, Landmark, Name, Phone Number, Save: in that order.
  await page.keyboard.press("Tab");
  await expect(form.getByLabel("State")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(form.getByLabel("City")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(form.getByLabel("Locality")).toBeFocused();
  await page.keyboard.type("Bangalore Bazaar");
  await page.keyboard.press("Tab");
  await expect(form.getByLabel("Address Line 1")).toBeFocused();
  await page.keyboard.type("4th Floor, 21 Residency Road");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(form.getByLabel("Landmark")).toBeFocused();
  await page.keyboard.type("Near Cubbon Park");
  await page.keyboard.press("Tab");
  await expect(form.getByLabel("Name", { exact: true })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(form.getByLabel("Phone Number")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(form.getByRole("button", { name: "Save address" })).toBeFocused();

  await noSeriousViolations(page, "form");
  await shot(form, "address-form-1280");
  await page.keyboard.press("Enter");
  await expect(toast(page, "Address added")).toBeVisible();
  const card = addresses.getByRole("listitem").filter({ hasText: "4th Floor, 21 Residency Road" });
  await expect(card).toContainText("Bangalore Bazaar, Near Cubbon Park");
  await expect(card).toContainText("Bengaluru, Karnataka 560001");
});

test("the pin code checked on a product page starts the next new address", async ({ page }) => {
  await signIn(page, priya);
  const pick = await codSize(page.request);
  await page.goto(`/product/${pick.productId}`);
  const delivery = page.getByRole("form", { name: "Delivery" });
  await delivery.getByLabel("Pin code").fill("110001");
  await delivery.getByRole("button", { name: "Check" }).click();
  await expect(page.getByTestId("delivery-estimate")).toContainText("110001");

  await page.goto("/myaccount");
  const { form } = await openNewAddress(page, "Addresses");
  await expect(form.getByLabel("Pin code")).toHaveValue("110001");
  await expect(form.getByLabel("State")).toHaveValue("Delhi");
  await expect(form.getByLabel("City")).toHaveValue("New Delhi");
  await form.getByRole("button", { name: "Cancel" }).click();
});
