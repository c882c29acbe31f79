import { afterAll, describe, expect, it } from "vitest";
import { GET as consentsGet, PUT as consentsPut } from "@/app/api/v1/user/consents/route";
import { POST as unsubscribeRoute } from "@/app/api/v1/user/unsubscribe/route";
import { hasConsent } from "@/lib/privacy/consents";
import { STOP_LINK_INVALID } from "@/lib/privacy/schemas";
import { marketingOneClickUrl, marketingUnsubscribeLink } from "@/lib/privacy/unsubscribe";
import { call, db, type ApiBody } from "../../support/api";
import { buyer } from "../orders/fixtures";

// The unsubscribe link of a marketing message (decision 110): signed, one press, no sign-in; it
// withdraws exactly the consent it names, at once, and a link edited to name someone else is refused.
afterAll(() => db.$disconnect());

const consentsOf = (body: ApiBody) => (body as ApiBody & { consents: { purpose: string; channel: string; granted: boolean }[] }).consents;
const idAndKey = (link: string) => {
  const url = new URL(link);
  return { id: url.pathname.split("/").at(-1)!, key: url.searchParams.get("key")! };
};
const press = (json: unknown) => call(unsubscribeRoute, { path: "/api/v1/user/unsubscribe", method: "POST", json });

async function subscribed() {
  const user = await buyer();
  for (const purpose of ["MARKETING_OFFERS", "CART_REMINDERS"]) {
    await call(consentsPut, {
      path: "/api/v1/user/consents",
      token: user.token,
      method: "PUT",
      json: { purpose, channel: "EMAIL", granted: true },
    });
  }
  return user;
}

describe("the unsubscribe link of a marketing message", () => {
  it("withdraws that consent with no sign-in, and only that one", async () => {
    const user = await subscribed();
    const link = marketingUnsubscribeLink({ contact: user.email, purpose: "CART_REMINDERS", channel: "EMAIL" });
    expect(link).toMatch(/\/unsubscribe\/messages\/[\w-]+\?key=[\w-]+$/);
    const pressed = await press(idAndKey(link));
    expect(pressed).toMatchObject({ status: 200, body: { success: true, message: expect.stringContaining("no more") } });
    expect(await hasConsent(user.email, "CART_REMINDERS", "EMAIL")).toBe(false);
    expect(await hasConsent(user.email, "MARKETING_OFFERS", "EMAIL")).toBe(true);
    const shown = consentsOf((await call(consentsGet, { path: "/api/v1/user/consents", token: user.token })).body);
    expect(shown).toContainEqual(
      expect.objectContaining({ purpose: "CART_REMINDERS", channel: "EMAIL", granted: false, withdrawnAt: expect.any(String) }),
    );
    expect(await db.consent.findFirstOrThrow({ where: { contact: user.email, granted: false } })).toMatchObject({
      via: "unsubscribe link",
      userId: user.id,
    });
    // Twice is fine.
    expect(await press(idAndKey(link))).toMatchObject({ status: 200 });
  });

  it("works as a mail client's one-click post, with the id and key in the address", async () => {
    const user = await subscribed();
    const url = new URL(marketingOneClickUrl({ contact: user.email, purpose: "MARKETING_OFFERS", channel: "EMAIL" }));
    const pressed = await call(unsubscribeRoute, {
      path: `${url.pathname}${url.search}`,
      method: "POST",
      form: { "List-Unsubscribe": "One-Click" },
    });
    expect(pressed.status).toBe(200);
    expect(await hasConsent(user.email, "MARKETING_OFFERS", "EMAIL")).toBe(false);
  });

  it("refuses a link edited to name another shopper, or a forged key, and changes nothing", async () => {
    const [mine, hers] = [await subscribed(), await subscribed()];
    const { key } = idAndKey(marketingUnsubscribeLink({ contact: mine.email, purpose: "MARKETING_OFFERS", channel: "EMAIL" }));
    const { id: herId } = idAndKey(marketingUnsubscribeLink({ contact: hers.email, purpose: "MARKETING_OFFERS", channel: "EMAIL" }));
    expect(await press({ id: herId, key })).toMatchObject({ status: 403, body: { success: false, message: STOP_LINK_INVALID } });
    expect(await press({ id: herId, key: "x".repeat(43) })).toMatchObject({ status: 403 });
    expect(await press({})).toMatchObject({ status: 400, body: { message: STOP_LINK_INVALID } });
    expect(await hasConsent(hers.email, "MARKETING_OFFERS", "EMAIL")).toBe(true);
  });
});
