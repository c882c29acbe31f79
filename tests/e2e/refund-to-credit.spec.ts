import { expect, ownProduct, signIn, test } from "./fixtures";
import { ADMIN, bearer, deliveredCodOrder, noSeriousViolations, setCart, shot, toast } from "./support";

// A return refunded to store credit (issue 51 point 2), at a phone's width: a shopper's cash-on-delivery
// order is delivered; on the return screen she chooses store credit, the confirmation says how much goes
// there; once the courier has the parcel the credit is hers, and her next order spends it.

type Credit = { balance: number; entries: { amount: number; reason: string }[] };

test("a shopper returns a piece to store credit and spends it on her next order, at 360 px", async ({ page, request, shopper }) => {
  const product = await ownProduct(request, { cod: true });
  const order = await deliveredCodOrder(request, shopper, [{ sizeId: product.sizeId, quantity: 1 }]);

  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, shopper);
  await page.goto(`/return/${order._id}`);
  await page.getByRole("button", { name: /^Return one more / }).click();
  await page.getByLabel("Reason for the return").fill("The colour is not what I hoped");
  // Cash on delivery asks for a UPI ID, until she takes store credit instead.
  await expect(page.getByLabel("UPI ID for your refund")).toBeVisible();
  await page.getByRole("radio", { name: /Refund to store credit/ }).check();
  await expect(page.getByLabel("UPI ID for your refund")).toHaveCount(0);
  const returnChosen = page.getByTestId("return-chosen");
  await expect(returnChosen).toHaveText(/^Return ₹[\d,.]+$/);
  const refund = (await returnChosen.textContent())!.replace("Return ", "");
  await noSeriousViolations(page);
  await shot(page, "return-to-credit-360", { fullPage: true });

  await returnChosen.click();
  const confirm = page.getByRole("dialog", { name: "Request this return?" });
  await expect(confirm).toContainText(`${refund} to your store credit when the pieces are picked up`);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await shot(page, `return-to-credit-dialog-${width}`);
  }
  await page.setViewportSize({ width: 360, height: 800 });
  await confirm.getByRole("button", { name: "Request return" }).click();
  await expect(toast(page, "Return requested")).toBeVisible();

  // Nothing is credited before the pickup; the courier's pickup credits it at once.
  const credit = async () => (await (await request.get("/api/v1/user/storeCredit", { headers: shopper.headers })).json()) as Credit;
  expect((await credit()).balance).toBe(0);
  const mine = (await (await request.get("/api/v1/order/getMyOrders", { headers: shopper.headers })).json()) as {
    orders: { _id: string; orderType: string; refundTo?: string; refundToStoreCredit?: number }[];
  };
  const returned = mine.orders.find((one) => one.orderType === "Returns")!;
  expect(returned).toMatchObject({ refundTo: "storeCredit" });
  const picked = await request.post("/api/v1/order/updateOrder", {
    headers: await bearer(request, ADMIN),
    data: { orderId: returned._id, status: "Return Picked Up" },
  });
  expect(picked.status(), await picked.text()).toBe(200);
  const refundRupees = Number(refund.replace(/[₹,]/g, ""));
  expect((await credit()).balance).toBeCloseTo(refundRupees, 2);

  // The return's page says where the refund went.
  await page.goto(`/orders/${returned._id}`);
  await expect(page.getByText("Refunded (Store credit)")).toBeVisible();
  await expect(page.getByText("To store credit")).toBeVisible();
  await shot(page, "return-credited-360", { fullPage: true });

  // Her account shows it, and the next order (two pieces, so cash pays the rest) spends it.
  await page.goto("/myaccount");
  await expect(page.getByText(/Refund of return KS-/)).toBeVisible();
  await setCart(page, [{ sizeId: product.sizeId, quantity: 2 }]);
  await page.goto("/booking");
  const useCredit = page.getByRole("checkbox", { name: `Use ${refund} of store credit` });
  await expect(useCredit).toBeChecked();
  await page.getByRole("button", { name: /^Cash on Delivery · ₹/ }).click();
  const place = page.getByRole("dialog", { name: "Place this order, paid on delivery?" });
  await expect(place).toContainText("Paid by store credit");
  await expect(place).toContainText(`−${refund}`);
  await shot(page, "credit-spent-confirm-360");
  await place.getByRole("button", { name: /^Place order · ₹/ }).click();
  await expect(page).toHaveURL(/\/orders\?placed=\w+$/);
  expect((await credit()).balance).toBe(0);
});
