import { afterAll, afterEach, describe, expect, it } from "vitest";
import { clear, LIMITS } from "@/lib/auth/rate-limit";
import { keepLanguage } from "@/lib/accounts/language";
import { getEnv } from "@/lib/env";
import { getBoss } from "@/lib/jobs/boss";
import { formatINR } from "@/lib/pricing";
import { cashOnDelivery } from "@/lib/orders/place/place-order";
import { exportMyData } from "@/lib/privacy/export";
import { db } from "../../support/api";
import { workOffJobs } from "../../support/jobs";
import { buyer, kurta } from "./fixtures";

// Her language kept on her account (decision 122): a shopper who ordered from a Hindi page gets the
// cash-on-delivery confirmation (the twin's WhatsApp) and the order's email in Hindi, their links under
// /hi; an English shopper's stay as they were, word for word.
afterAll(() => db.$disconnect());
afterEach(() => clear(LIMITS.textsPerPhone("+919876543210")));

const { APP_URL } = getEnv();

/** A COD order of 2 × Indigo S by a new buyer whose page said `language` (undefined: the spec's API, which says none). */
async function orderFrom(language: "en" | "hi" | undefined) {
  const user = await buyer();
  const { S } = await kurta({ S: 5 });
  await keepLanguage({ id: user.id }, language);
  const order = await cashOnDelivery(user.ctx, { addressId: user.addressId, cart: [{ sizeId: S.id, quantity: 2 }] });
  await (await getBoss()).getDb().executeSql(`UPDATE pgboss.job SET start_after = now() WHERE name = 'cod.ask-confirmation'`, []);
  await workOffJobs({ names: ["cod.ask-confirmation"] });
  const row = await db.order.findUniqueOrThrow({ where: { id: order.id } });
  const message = await db.smsMessage.findFirstOrThrow({ where: { text: { contains: `/cod/${order.id}?key=` } } });
  const email = await db.emailOutbox.findFirstOrThrow({ where: { to: user.email!, template: "order-confirmation" } });
  return { user, row, message, email, amount: formatINR(row.totalPaise) };
}

describe("a shopper's messages in her language", () => {
  it("in Hindi when she ordered from a Hindi page: the twin's WhatsApp template is Hindi, its link and buttons too", async () => {
    const { user, row, message, email, amount } = await orderFrom("hi");
    expect(message).toMatchObject({ channel: "WHATSAPP", template: "cod-confirm", language: "hi" });
    expect(message.text).toContain(`कृपया अपना Kurta Shop ऑर्डर ${row.publicOrderId} पक्का करें: ${amount}, जो डिलीवरी पर नकद देना है।`);
    expect(message.text).toContain(`${APP_URL}/hi/cod/${row.id}?key=`);
    expect(message.buttons).toEqual([
      { id: `cod-confirm:${row.id}`, title: "पक्का करें" },
      { id: `cod-cancel:${row.id}`, title: "रद्द करें" },
    ]);
    expect(email.subject).toBe(`आपका Kurta Shop ऑर्डर ${row.publicOrderId}`);
    expect(email.text).toContain(`अपना ऑर्डर देखें: ${APP_URL}/hi/orders/${row.id}`);
    expect(email.html).toContain('<html lang="hi">');
    // Her data on request names it, as a preference of her profile.
    expect((await exportMyData(user.ctx)).profile.language).toBe("hi");
  });

  it("in English, word for word as before, for a shopper of the English pages", async () => {
    const { row, message, email, amount } = await orderFrom("en");
    expect(message).toMatchObject({ channel: "WHATSAPP", template: "cod-confirm", language: "en" });
    expect(message.text).toBe(
      `Please confirm your Kurta Shop order ${row.publicOrderId} of ${amount}, to be paid in cash on delivery. ` +
        `We send it once you confirm. You can also confirm or cancel it at ${APP_URL}/cod/${row.id}?key=${message.text.split("?key=")[1]!.split(" ")[0]} before it ships.`,
    );
    expect(message.buttons).toEqual([
      { id: `cod-confirm:${row.id}`, title: "Confirm" },
      { id: `cod-cancel:${row.id}`, title: "Cancel" },
    ]);
    expect(email.subject).toBe(`Your Kurta Shop order ${row.publicOrderId}`);
    expect(email.text).toContain(`See your order: ${APP_URL}/orders/${row.id}`);
  });

  it("keeps what she chose when a call names no language (the spec's API)", async () => {
    const user = await buyer();
    await keepLanguage({ id: user.id }, "hi");
    await keepLanguage({ id: user.id }, undefined);
    await keepLanguage({ id: user.id }, "fr");
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).language).toBe("hi");
  });
});
