import { describe, expect, it, vi } from "vitest";
import { GET as openLinkRoute } from "@/app/(shop)/cart/reminder/[id]/route";
import { cashOnDelivery } from "@/lib/orders/place/place-order";
import { recordConsent } from "@/lib/privacy/consents";
import { claimDueReminders } from "@/lib/reminders/claim";
import { sendReminder } from "@/lib/reminders/send";
import { addToWishlist, updateMyWishlist } from "@/lib/wishlist/wishlist";
import { db } from "../../support/api";
import { workOffJobs } from "../../support/jobs";
import { kurta, type Buyer } from "../orders/fixtures";
import { acrossTheNight, at, DAY, HOUR, leaveCart, MINUTE, passAt, reminderTests, remindersOf, shopper, T, whatsApps } from "./support";

// A wishlisted size that goes on sale or drops in price (issue 53 point 1, decision 111), with the
// clock moved: one reminder per shopper, size and price, only to a shopper who agreed to offers on
// that channel, never in quiet hours, within the caps it shares with cart reminders, never once she
// bought the size, and once however many claimers run.
reminderTests();

const offersBy = (channels: ("WHATSAPP" | "EMAIL")[]) => shopper(channels, "MARKETING_OFFERS");
const priceAlerts = (to: string) => whatsApps(to, "wishlist-price");

/** She saves the size at `ms` (the price of that moment is kept). */
async function save(who: Buyer, sizeId: string, ms: number) {
  at(ms);
  await addToWishlist(who.ctx, { sizeId });
  vi.restoreAllMocks();
}

/** The owner lowers the size's price before GST by ₹200 (₹1,499 to ₹1,299: ₹1,573.95 to ₹1,363.95 with GST). */
const cutPrice = (sizeId: string) => db.sizeStock.update({ where: { id: sizeId }, data: { pricePaise: { decrement: 20_000 } } });

describe("a wishlisted size that gets cheaper", () => {
  it("goes once to the shopper who agreed to offers when a sale goes live, and to no one else", async () => {
    const { product, M } = await kurta();
    const priya = await offersBy(["WHATSAPP"]);
    const cartOnly = await shopper(["WHATSAPP", "EMAIL"]); // agreed to cart reminders, not to offers
    const silent = await shopper([]);
    for (const each of [priya, cartOnly, silent]) await save(each, M.id, T - DAY);
    await db.promotion.create({
      data: { title: "Festive sale", type: "PERCENT", percentBp: 2000, productIds: [product.id], startsAt: new Date(T + HOUR) },
    });

    await passAt(T); // the sale is not live yet
    expect(await priceAlerts(priya.mobile)).toHaveLength(0);
    await passAt(T + 2 * HOUR);
    await passAt(T + 2 * DAY);
    const sent = await priceAlerts(priya.mobile);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain("Chikankari Kurta (M) on your wishlist at Kurta Shop is now ₹1,259.16 (you saved it at ₹1,573.95)");
    expect(sent[0]!.text).toMatch(/\/cart\/reminder\/[^?\s]+\?until=\d+&key=/);
    expect(sent[0]!.text).toMatch(/\/unsubscribe\/messages\//);
    // Its link opens her wishlist, where the size is, not her cart.
    const link = new URL(sent[0]!.text.match(/https?:\/\/\S+\/cart\/reminder\/\S+/)![0]);
    const tapped = await openLinkRoute(new Request(link), { params: Promise.resolve({ id: link.pathname.split("/").at(-1)! }) });
    expect([tapped.status, new URL(tapped.headers.get("location")!).pathname + new URL(tapped.headers.get("location")!).search]).toEqual([
      303,
      "/wishlist?from=reminder",
    ]);

    for (const each of [cartOnly, silent]) {
      expect(await remindersOf(each.id)).toEqual([]);
      expect(await db.smsMessage.count({ where: { to: each.mobile } })).toBe(0);
      expect(await db.emailOutbox.count({ where: { to: each.email, template: "wishlist-price" } })).toBe(0);
    }
  });

  it("goes by email to a shopper who agreed to offers there, when the price drops, and again only at a lower price", async () => {
    const { M } = await kurta();
    const asha = await offersBy(["EMAIL"]);
    await save(asha, M.id, T - DAY);
    await cutPrice(M.id);
    await passAt(T);
    await passAt(T + DAY);
    const mails = () => db.emailOutbox.findMany({ where: { to: asha.email, template: "wishlist-price" }, orderBy: { createdAt: "asc" } });
    expect(await mails()).toHaveLength(1);
    expect((await mails())[0]!.subject).toBe("Chikankari Kurta (M) on your wishlist is now ₹1,363.95");
    await cutPrice(M.id);
    await passAt(T + 2 * DAY);
    expect(await mails()).toHaveLength(2);
  });

  it("keeps the price she first saw when the whole wishlist is sent again", async () => {
    const { S, M } = await kurta();
    const priya = await offersBy(["WHATSAPP"]);
    await save(priya, M.id, T - DAY);
    await cutPrice(M.id);
    at(T - HOUR);
    await updateMyWishlist(priya.ctx, { wishlist: [{ sizeId: S.id }, { sizeId: M.id }] });
    await passAt(T);
    expect((await priceAlerts(priya.mobile)).map((each) => each.text)).toEqual([expect.stringContaining("Chikankari Kurta (M)")]);
  });

  it("waits out quiet hours and goes when they end", async () => {
    const { M } = await kurta();
    const priya = await offersBy(["WHATSAPP"]);
    await save(priya, M.id, T - DAY);
    await cutPrice(M.id);
    expect(await acrossTheNight(() => priceAlerts(priya.mobile))).toEqual([0, 0, 1]);
  });

  it("shares the caps with cart reminders: after a cart reminder it waits for the next day", async () => {
    const { S, M } = await kurta();
    const priya = await shopper(["WHATSAPP"]);
    await recordConsent({
      userId: priya.id,
      contact: priya.mobile,
      purpose: "MARKETING_OFFERS",
      channel: "WHATSAPP",
      granted: true,
      via: "api",
    });
    await leaveCart(priya.id, T - 2 * HOUR, [S.id]);
    await passAt(T);
    expect(await whatsApps(priya.mobile)).toHaveLength(1);
    await db.cartLine.deleteMany({ where: { userId: priya.id } }); // no second cart reminder to compete
    await save(priya, M.id, T + MINUTE);
    await cutPrice(M.id);
    await passAt(T + 2 * HOUR);
    expect(await priceAlerts(priya.mobile)).toHaveLength(0);
    await passAt(T + DAY + MINUTE);
    expect(await priceAlerts(priya.mobile)).toHaveLength(1);
  });

  it("is not sent once she bought the size, even when claimed before", async () => {
    const { M } = await kurta();
    const bought = await offersBy(["WHATSAPP"]);
    const boughtLate = await offersBy(["WHATSAPP"]);
    for (const each of [bought, boughtLate]) await save(each, M.id, T - DAY);
    await cashOnDelivery(bought.ctx, { addressId: bought.addressId, cart: [{ sizeId: M.id, quantity: 1 }] });
    await cutPrice(M.id);
    at(T);
    await claimDueReminders();
    expect(await remindersOf(bought.id)).toEqual([]);
    expect(await remindersOf(boughtLate.id)).toHaveLength(1);
    await cashOnDelivery(boughtLate.ctx, { addressId: boughtLate.addressId, cart: [{ sizeId: M.id, quantity: 1 }] });
    await workOffJobs({ names: ["reminders.send"] });
    expect(await priceAlerts(bought.mobile)).toHaveLength(0);
    expect(await priceAlerts(boughtLate.mobile)).toHaveLength(0);
    expect((await remindersOf(boughtLate.id)).map((row) => row.cancelledAt !== null)).toEqual([true]);
  });

  it("is claimed and sent once by two workers at the same moment", async () => {
    const { M } = await kurta();
    const priya = await offersBy(["WHATSAPP"]);
    await save(priya, M.id, T - DAY);
    await cutPrice(M.id);
    at(T);
    await Promise.all([claimDueReminders(), claimDueReminders(), claimDueReminders()]);
    const [reminder] = await remindersOf(priya.id);
    await Promise.all([sendReminder(reminder!.id), sendReminder(reminder!.id), workOffJobs({ names: ["reminders.send"] })]);
    expect(await remindersOf(priya.id)).toHaveLength(1);
    expect(await priceAlerts(priya.mobile)).toHaveLength(1);
  });
});
