import { expect, test } from "@playwright/test";
import {
  ADMIN,
  addAddress,
  bearer,
  codSize,
  hydrated,
  logIn,
  noSeriousViolations,
  setCart,
  shot,
  signUpWithMobile,
  toast,
} from "./support";

// Reminders of a cart left behind (issue 53, decision 111), on a phone: a shopper who agreed to
// them on WhatsApp leaves her cart, the twin's WhatsApp brings the reminder with its link, she taps
// it, lands on her cart and orders; the owner's figures move. The owner's delay is set to a minute, the
// least demo mode allows, and the demo's clock (POST /api/dev/cart-left) dates her cart back by it and
// claims at once, so the journey does not wait for the claim job's minute; the worker sends it.

type Figures = { sent: number; clicked: number; recoveredOrders: number; recoveredRevenue: number };

test.use({ viewport: { width: 360, height: 800 } });

test("a shopper who agreed leaves her cart, gets the WhatsApp reminder, taps it and orders; the owner sees it counted", async ({
  page,
  request,
}) => {
  const owner = await bearer(request, ADMIN);
  const figures = async () => ((await (await request.get("/api/v1/reminders", { headers: owner })).json()) as { figures: Figures }).figures;
  const before = await figures();
  const turnedOn = await request.put("/api/v1/reminders", {
    headers: owner,
    data: { enabled: true, cartAfterMinutes: 1, channels: ["WHATSAPP", "EMAIL"], prepaidNudge: 20 },
  });
  expect(turnedOn.status(), await turnedOn.text()).toBe(200);
  try {
    const mobile = await signUpWithMobile(page);
    await page.goto("/myaccount");
    // The switch follows the saved consent: it turns on once the server has recorded it.
    const agree = await hydrated(
      page.getByRole("group", { name: "Reminders about a cart left behind" }).getByRole("switch", { name: /^WhatsApp/ }),
    );
    await agree.click();
    await expect(toast(page, "Turned on")).toBeVisible();
    await expect(agree).toBeChecked();
    await addAddress(page, mobile);
    const { sizeId } = await codSize(page.request);
    await setCart(page, [{ sizeId, quantity: 1 }]);
    const left = await page.request.post("/api/dev/cart-left", { headers: { origin: new URL(page.url()).origin } });
    // Hers is claimed by this call, or by the claim job's own minute if it came first.
    expect([left.status(), (await left.json()).success]).toEqual([200, true]);

    let text = "";
    await expect
      .poll(
        async () => {
          const body = (await (await page.request.get(`/api/dev/messages?to=${mobile}`)).json()) as {
            messages: { template: string; channel: string; text: string }[];
          };
          const reminder = body.messages.find((message) => message.template === "cart-reminder" && message.channel === "WHATSAPP");
          text = reminder?.text ?? "";
          return text;
        },
        { message: "the cart reminder on WhatsApp", timeout: 60_000 },
      )
      .toContain("Pay by UPI and save ₹20.");
    expect(text).toMatch(/To stop these reminders: https?:\/\/\S+\/unsubscribe\/messages\//);

    await page.goto("/dev/messages");
    const card = page.getByRole("article").filter({ hasText: text.slice(0, 60) });
    await expect(card).toBeVisible();
    await shot(card, "reminder-whatsapp-360");

    const link = new URL(text.match(/https?:\/\/\S+\/cart\/reminder\/\S+/)![0]);
    await page.goto(link.pathname + link.search);
    await expect(page).toHaveURL(/\/cart\?from=reminder$/);
    await expect(page.getByRole("heading", { level: 1, name: "My Cart" })).toBeVisible();
    await noSeriousViolations(page);
    await shot(page, "reminder-cart-360");
    await page.getByRole("link", { name: /^Continue to pay ₹/ }).click();
    await expect(page).toHaveURL(/\/booking$/);
    await page.getByRole("button", { name: "Cash on Delivery" }).click();
    await page
      .getByRole("dialog", { name: "Place this order, paid on delivery?" })
      .getByRole("button", { name: /^Place order · ₹/ })
      .click();
    await expect(toast(page, "Order placed successfully")).toBeVisible();

    const after = await figures();
    expect(after.sent).toBeGreaterThan(before.sent);
    expect(after.clicked - before.clicked).toBe(1);
    expect(after.recoveredOrders - before.recoveredOrders).toBe(1);
    expect(after.recoveredRevenue).toBeGreaterThan(before.recoveredRevenue);

    await page.context().clearCookies();
    await logIn(page, ADMIN.email, ADMIN.password);
    await page.goto("/admin/reminders");
    const panel = page.getByRole("region", { name: "What they brought back" });
    await expect(panel.getByRole("definition").nth(3)).toHaveText(new Intl.NumberFormat("en-IN").format(after.recoveredOrders));
    await noSeriousViolations(page);
    await shot(page, "reminders-admin-360", { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, "reminders-admin-1280", { fullPage: true });
  } finally {
    await request.put("/api/v1/reminders", { headers: owner, data: { enabled: false } });
  }
});
