import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures";
import { ADMIN, PRIYA, logInAs } from "./support";

// Every per-order page answers a real 404 status to anyone who may not see it (the pages stream
// behind a shell, so middleware.ts decides before anything is sent), and 200 to those who may.

type ListedOrder = { _id: string; kind: string; shiprocketDetails: { awb_code: string | null } };

async function myOrders(page: Page): Promise<ListedOrder[]> {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post("/api/v1/order/getMyOrders", { headers: { origin } });
  return ((await response.json()) as { orders: ListedOrder[] }).orders;
}

async function statusOf(page: Page, path: string): Promise<number> {
  const response = await page.goto(path);
  return response!.status();
}

test("order, return, invoice, credit-note and tracking pages answer 404 to those who may not see them", async ({ page, shopper }) => {
  // Priya's orders are only read here.
  await logInAs(page, PRIYA);
  const orders = await myOrders(page);
  // A shipped order: it has a parcel to track and an invoice.
  const order = orders.find((candidate) => candidate.kind === "Order" && candidate.shiprocketDetails.awb_code)!;
  const awb = order.shiprocketDetails.awb_code!;
  expect(await statusOf(page, `/orders/${order._id}`)).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: /details/ })).toBeVisible();
  expect((await page.request.get(`/orders/${order._id}/invoice`)).status()).toBe(200);
  expect(await statusOf(page, `/track/${awb}`)).toBe(200);

  // Another customer: a shopper of this test's own.
  await page.context().clearCookies();
  await signIn(page, shopper);
  for (const path of [
    `/orders/${order._id}`,
    `/return/${order._id}`,
    "/return/no-such-order",
    "/orders/no-such-order",
    "/track/UNKNOWN12345",
    // A dot does not take an address past the check.
    `/orders/${order._id}.x`,
    `/return/${order._id}.json`,
    `/track/${awb}.x`,
  ]) {
    expect([path, await statusOf(page, path)]).toEqual([path, 404]);
  }
  for (const path of [`/orders/${order._id}/invoice`, `/orders/${order._id}/credit-notes/no-such-note`]) {
    expect([path, (await page.request.get(path)).status()]).toEqual([path, 404]);
  }
  await page.goto(`/orders/${order._id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();

  await page.context().clearCookies();
  await logInAs(page, ADMIN);
  expect(await statusOf(page, `/orders/${order._id}`)).toBe(200);
});
