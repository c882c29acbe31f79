import { describe, expect, it, vi } from "vitest";
import { GET as remindersGet, PUT as remindersPut } from "@/app/api/v1/reminders/route";
import { GET as openLinkRoute } from "@/app/(shop)/cart/reminder/[id]/route";
import { POST as cartLeftRoute } from "@/app/api/dev/cart-left/route";
import { GET as openHindiLinkRoute } from "@/app/hi/(own)/cart/reminder/[id]/route";
import { cashOnDelivery } from "@/lib/orders/place/place-order";
import { recordConsent } from "@/lib/privacy/consents";
import { COD_RETURNS_MESSAGE, PREPAID_NUDGE_MESSAGE, SECOND_AFTER_MESSAGE } from "@/lib/reminders/schemas";
import { claimDueReminders } from "@/lib/reminders/claim";
import { sendReminder } from "@/lib/reminders/send";
import { APP_ORIGIN, call, db, randomIp } from "../../support/api";
import { workOffJobs } from "../../support/jobs";
import { kurta } from "../orders/fixtures";
import { acrossTheNight, at, DAY, HOUR, leaveCart, MINUTE, passAt, reminderTests, remindersOf, shopper, T, whatsApps } from "./support";

// Reminders of a cart left behind (issue 53, decision 111), with the clock moved: once, only to a
// shopper who agreed, never in quiet hours, after an order or a withdrawal, or above the caps; two
// claimers at once send one; a tap and the order after it are counted.
const owner = reminderTests();

type Figures = { sent: number; clicked: number; recoveredOrders: number; recoveredRevenue: number };

describe("a cart left behind", () => {
  it("is reminded once on WhatsApp after the delay, with her link, the nudge and a stop link; a second after a day", async () => {
    const { S } = await kurta();
    const priya = await shopper();
    await leaveCart(priya.id, T - 30 * MINUTE, [S.id]);
    await passAt(T); // 30 minutes: not yet
    expect(await whatsApps(priya.mobile)).toHaveLength(0);

    await passAt(T + 31 * MINUTE);
    await passAt(T + 40 * MINUTE);
    const sent = await whatsApps(priya.mobile);
    expect(sent).toEqual([expect.objectContaining({ status: "SENT", provider: "twin" })]);
    expect(sent[0]!.text).toContain("Chikankari Kurta");
    expect(sent[0]!.text).toMatch(/\/cart\/reminder\/[^?\s]+\?until=\d+&key=/);
    expect(sent[0]!.text).toContain("Pay by UPI and save ₹50");
    expect(sent[0]!.text).toMatch(/\/unsubscribe\/messages\//);

    await passAt(T + 20 * HOUR); // within a day of the first
    expect(await whatsApps(priya.mobile)).toHaveLength(1);
    await passAt(T + 31 * MINUTE + 25 * HOUR);
    await passAt(T + 31 * MINUTE + 26 * HOUR);
    expect((await remindersOf(priya.id)).map((each) => each.kind)).toEqual(["CART_FIRST", "CART_SECOND"]);
    expect(await whatsApps(priya.mobile)).toHaveLength(2);
  });

  it("goes only to a shopper who agreed, on the first channel she agreed to", async () => {
    const { S } = await kurta();
    const silent = await shopper([]);
    const byEmail = await shopper(["EMAIL"]);
    await leaveCart(silent.id, T - 2 * HOUR, [S.id]);
    await leaveCart(byEmail.id, T - 2 * HOUR, [S.id]);
    await passAt(T);
    expect(await remindersOf(silent.id)).toEqual([]);
    expect(await db.smsMessage.count({ where: { to: silent.mobile } })).toBe(0);
    expect(await db.emailOutbox.count({ where: { to: silent.email, template: "cart-reminder" } })).toBe(0);
    expect(await whatsApps(byEmail.mobile)).toHaveLength(0);
    const mails = await db.emailOutbox.findMany({ where: { to: byEmail.email, template: "cart-reminder" } });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.unsubscribeUrl).toContain("/api/v1/user/unsubscribe");
  });

  it("waits out quiet hours and goes when they end", async () => {
    const { S } = await kurta();
    const priya = await shopper();
    await leaveCart(priya.id, T - 2 * HOUR, [S.id]);
    expect(await acrossTheNight(() => whatsApps(priya.mobile))).toEqual([0, 0, 1]);
  });

  it("is not sent once she ordered, emptied the cart or withdrew, even when claimed before", async () => {
    const { S, M, L } = await kurta();
    const ordered = await shopper();
    await leaveCart(ordered.id, T - 2 * HOUR, [S.id, M.id]);
    await cashOnDelivery(ordered.ctx, { addressId: ordered.addressId, cart: [{ sizeId: M.id, quantity: 1 }] });
    await passAt(T); // the S line is still in her cart, but she ordered since it began
    expect(await remindersOf(ordered.id)).toEqual([]);

    const orderedLate = await shopper();
    const emptied = await shopper();
    const withdrew = await shopper();
    for (const each of [orderedLate, emptied, withdrew]) await leaveCart(each.id, T - 2 * HOUR, [S.id, L.id]);
    at(T);
    expect(await claimDueReminders()).toBeGreaterThanOrEqual(3);
    await cashOnDelivery(orderedLate.ctx, { addressId: orderedLate.addressId, cart: [{ sizeId: L.id, quantity: 1 }] });
    await db.cartLine.deleteMany({ where: { userId: emptied.id } });
    await recordConsent({
      userId: withdrew.id,
      contact: withdrew.mobile,
      purpose: "CART_REMINDERS",
      channel: "WHATSAPP",
      granted: false,
      via: "api",
    });
    await workOffJobs({ names: ["reminders.send"] });
    for (const each of [orderedLate, emptied, withdrew]) {
      expect(await whatsApps(each.mobile)).toHaveLength(0);
      expect((await remindersOf(each.id)).map((row) => row.cancelledAt !== null)).toEqual([true]);
    }
  });

  it("keeps to one a day and two a week, and skips a shopper whose cash parcels came back twice", async () => {
    const { S, M, L } = await kurta();
    const priya = await shopper();
    await leaveCart(priya.id, T - 2 * HOUR, [S.id]);
    await passAt(T);
    // A new cart (emptied and filled again) the same day: over the day's cap.
    await db.cartLine.deleteMany({ where: { userId: priya.id } });
    await leaveCart(priya.id, T + HOUR, [M.id]);
    await passAt(T + 3 * HOUR);
    expect(await whatsApps(priya.mobile)).toHaveLength(1);
    await passAt(T + 2 * DAY);
    expect(await whatsApps(priya.mobile)).toHaveLength(2);
    // A third cart that week: over the week's cap.
    await db.cartLine.deleteMany({ where: { userId: priya.id } });
    await leaveCart(priya.id, T + 3 * DAY, [L.id]);
    await passAt(T + 4 * DAY);
    expect(await whatsApps(priya.mobile)).toHaveLength(2);

    const returner = await shopper();
    for (let i = 0; i < 2; i++) {
      const order = await cashOnDelivery(returner.ctx, { addressId: returner.addressId, cart: [{ sizeId: S.id, quantity: 1 }] });
      await db.order.update({ where: { id: order.id }, data: { status: "RTO_DELIVERED", rtoInitiatedAt: new Date(T - 3 * DAY) } });
    }
    await leaveCart(returner.id, T + 4 * DAY - 2 * HOUR, [M.id]);
    await passAt(T + 4 * DAY);
    expect(await whatsApps(returner.mobile)).toHaveLength(0);
  });

  it("is claimed and sent once by two workers at the same moment", async () => {
    const { S } = await kurta();
    const priya = await shopper();
    await leaveCart(priya.id, T - 2 * HOUR, [S.id]);
    at(T);
    await Promise.all([claimDueReminders(), claimDueReminders(), claimDueReminders()]);
    const [reminder] = await remindersOf(priya.id);
    await Promise.all([sendReminder(reminder!.id), sendReminder(reminder!.id), workOffJobs({ names: ["reminders.send"] })]);
    expect(await remindersOf(priya.id)).toHaveLength(1);
    expect(await whatsApps(priya.mobile)).toHaveLength(1);
  });

  // The demo's clock the end-to-end journey uses so as not to wait out the delay and the job's minute:
  // this machine only, from the shop's own pages, for the signed-in shopper's own cart.
  it("POST /api/dev/cart-left dates her cart back by the owner's delay and claims at once, for this machine only", async () => {
    const { S } = await kurta();
    const priya = await shopper();
    const other = await shopper();
    await leaveCart(priya.id, T - 10 * MINUTE, [S.id]);
    await leaveCart(other.id, T - 10 * MINUTE, [S.id]);
    at(T);
    const cartLeft = (options: { ip: string; origin?: string; token?: string }) =>
      call(cartLeftRoute, { path: "/api/dev/cart-left", method: "POST", ...options });
    expect((await cartLeft({ ip: randomIp(), origin: APP_ORIGIN, token: priya.token })).status).toBe(404);
    const crossSite = await cartLeft({ ip: "127.0.0.1", origin: "https://evil.example", token: priya.token });
    expect([crossSite.status, crossSite.body.message]).toEqual([403, "Cross-site request refused"]);
    const nobody = await cartLeft({ ip: "127.0.0.1", origin: APP_ORIGIN });
    expect([nobody.status, nobody.body.message]).toEqual([401, "Please log in to continue"]);
    expect(await remindersOf(priya.id)).toEqual([]);

    const left = await cartLeft({ ip: "127.0.0.1", origin: APP_ORIGIN, token: priya.token });
    expect([left.status, left.body]).toEqual([200, { success: true, claimed: 1 }]);
    await workOffJobs({ names: ["reminders.send"] });
    expect(await whatsApps(priya.mobile)).toEqual([expect.objectContaining({ status: "SENT" })]);
    // Another shopper's cart, left ten minutes ago, is not hers: its time did not move.
    expect(await remindersOf(other.id)).toEqual([]);
  });
});

describe("the link and the figures", () => {
  it("counts a tap on her link once, and her order within the week as recovered, in GET /api/v1/reminders", async () => {
    const { S } = await kurta();
    const before = await call(remindersGet, { path: "/api/v1/reminders", token: owner().token });
    expect(before.status).toBe(200);
    const priya = await shopper();
    await leaveCart(priya.id, T - 2 * HOUR, [S.id]);
    await passAt(T);
    const [message] = await whatsApps(priya.mobile);
    const link = new URL(message!.text.match(/https?:\/\/\S+\/cart\/reminder\/\S+/)![0]);

    const forged = new URL(link);
    forged.searchParams.set("key", "x".repeat(43));
    const tap = (url: URL) => openLinkRoute(new Request(url), { params: Promise.resolve({ id: url.pathname.split("/").at(-1)! }) });
    at(T + 10 * MINUTE);
    const refused = await tap(forged);
    expect([refused.status, new URL(refused.headers.get("location")!).search]).toEqual([303, ""]);
    expect((await remindersOf(priya.id))[0]!.clickedAt).toBeNull();
    for (let i = 0; i < 2; i++) {
      const answer = await tap(link);
      expect([answer.status, new URL(answer.headers.get("location")!).search]).toEqual([303, "?from=reminder"]);
    }
    at(T + 8 * DAY);
    expect(new URL((await tap(link)).headers.get("location")!).search).toBe("");
    vi.restoreAllMocks();

    const order = await cashOnDelivery(priya.ctx, { addressId: priya.addressId, cart: [{ sizeId: S.id, quantity: 1 }] });
    const after = await call(remindersGet, { path: "/api/v1/reminders", token: owner().token });
    const [was, now] = [before, after].map(({ body }) => (body as unknown as { figures: Figures }).figures);
    expect(now!.sent - was!.sent).toBeGreaterThanOrEqual(1);
    expect(now!.clicked - was!.clicked).toBe(1);
    expect(now!.recoveredOrders - was!.recoveredOrders).toBe(1);
    const { totalPaise } = await db.order.findUniqueOrThrow({ where: { id: order.id }, select: { totalPaise: true } });
    expect(now!.recoveredRevenue - was!.recoveredRevenue).toBe(totalPaise / 100);
  });

  it("opens a Hindi shopper's link on her cart's Hindi page, a forged one too (uncounted)", async () => {
    const { S } = await kurta();
    const asha = await shopper();
    await leaveCart(asha.id, T - 2 * HOUR, [S.id]);
    await passAt(T);
    const [message] = await whatsApps(asha.mobile);
    const link = new URL(message!.text.match(/https?:\/\/\S+\/cart\/reminder\/\S+/)![0]);
    const forged = new URL(link);
    forged.searchParams.set("key", "x".repeat(43));
    const tap = (url: URL) => openHindiLinkRoute(new Request(url), { params: Promise.resolve({ id: url.pathname.split("/").at(-1)! }) });
    at(T + 10 * MINUTE);
    const where = async (url: URL) => {
      const answer = await tap(url);
      const location = new URL(answer.headers.get("location")!);
      return [answer.status, location.pathname + location.search];
    };
    expect(await where(forged)).toEqual([303, "/hi/cart"]);
    expect(await where(link)).toEqual([303, "/hi/cart?from=reminder"]);
    vi.restoreAllMocks();
  });

  it("lets only the owner read and change the settings, checked", async () => {
    const priya = await shopper();
    expect((await call(remindersGet, { path: "/api/v1/reminders", token: priya.token })).status).toBe(403);
    const refused = await call(remindersPut, {
      path: "/api/v1/reminders",
      method: "PUT",
      token: owner().token,
      json: { cartAfterMinutes: 0 },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("The first reminder waits a whole number of minutes from 1 to 1,440");
    // An emptied field, a tick or a list is no number: nothing is read as 0 or 1. Each message is in the form's words.
    for (const [json, message] of [
      [{ prepaidNudge: "" }, PREPAID_NUDGE_MESSAGE],
      [{ codReturnsLimit: null }, COD_RETURNS_MESSAGE],
      [{ codReturnsLimit: 21 }, COD_RETURNS_MESSAGE],
      [{ secondAfterHours: true }, SECOND_AFTER_MESSAGE],
      [{ prepaidNudge: "2.5" }, PREPAID_NUDGE_MESSAGE],
      [{ prepaidNudge: 5001 }, PREPAID_NUDGE_MESSAGE],
    ] as const) {
      const answer = await call(remindersPut, { path: "/api/v1/reminders", method: "PUT", token: owner().token, json });
      expect([answer.status, answer.body.message]).toEqual([400, message]);
    }
    const saved = await call(remindersPut, {
      path: "/api/v1/reminders",
      method: "PUT",
      token: owner().token,
      json: { enabled: false, channels: ["EMAIL", "WHATSAPP"] },
    });
    expect(saved.status).toBe(200);
    expect((saved.body as unknown as { settings: unknown }).settings).toEqual({
      enabled: false,
      cartAfterMinutes: 60,
      secondAfterHours: 24,
      channels: ["EMAIL", "WHATSAPP"],
      prepaidNudge: 50,
      codReturnsLimit: 2,
    });
  });
});
