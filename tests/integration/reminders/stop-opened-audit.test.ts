import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as remindersGet, PUT as remindersPut } from "@/app/api/v1/reminders/route";
import { POST as webhook } from "@/app/api/v1/whatsapp/webhook/route";
import { listAuditEntries } from "@/lib/admin/audit";
import { getBoss } from "@/lib/jobs/boss";
import { hasConsent } from "@/lib/privacy/consents";
import { pressTwinButtonAction } from "@/lib/sms/actions";
import { TWIN_READ } from "@/lib/sms/inbox/twin-reply";
import { TWIN_APP_SECRET, webhookSignature } from "@/lib/sms/inbox/whatsapp-webhook";
import { call, db, requestFrom } from "../../support/api";
import { workOffJobs } from "../../support/jobs";
import { kurta } from "../orders/fixtures";
import { HOUR, leaveCart, MINUTE, passAt, reminderTests, remindersOf, shopper, T, whatsApps } from "./support";

// A WhatsApp reminder's "Stop promotions" button, its read receipt counted as opened, and the owner's
// changes of the reminder settings in the audit log (issue 53, decisions 110, 111, 117).
const actionRequest = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => actionRequest.headers }));
beforeEach(() => {
  actionRequest.headers = requestFrom("127.0.0.1");
});
beforeAll(() => getBoss());
const owner = reminderTests();

/** Her WhatsApp cart reminder, sent. */
async function remindedOnWhatsApp() {
  const { S } = await kurta();
  const priya = await shopper();
  await leaveCart(priya.id, T - 2 * HOUR, [S.id]);
  await passAt(T);
  const [message] = await whatsApps(priya.mobile);
  return { priya, message: message! };
}

/** WhatsApp's signed status notification for the shop's message `providerId`. */
function status(providerId: string, to: string, state: "sent" | "delivered" | "read") {
  const raw = JSON.stringify({
    object: "whatsapp_business_account",
    entry: [
      {
        id: "x",
        changes: [
          {
            field: "messages",
            value: {
              statuses: [{ id: providerId, status: state, timestamp: String(Math.floor(Date.now() / 1000)), recipient_id: to.slice(1) }],
            },
          },
        ],
      },
    ],
  });
  return call(webhook, {
    path: "/api/v1/whatsapp/webhook",
    raw,
    headers: { "x-hub-signature-256": webhookSignature(raw, TWIN_APP_SECRET) },
  });
}

const figures = async () =>
  ((await call(remindersGet, { path: "/api/v1/reminders", token: owner().token })).body as unknown as { figures: { opened: number } })
    .figures;

describe("the WhatsApp reminder's 'Stop promotions'", () => {
  it("is a quick reply on the message; pressing it in the twin withdraws her marketing on WhatsApp, and the second reminder does not go", async () => {
    const { priya, message } = await remindedOnWhatsApp();
    expect(message.buttons).toEqual([{ id: "STOP", title: "Stop promotions" }]);
    expect(await pressTwinButtonAction(message.id, "STOP")).toEqual({ ok: true, data: 'The shop got your reply "Stop promotions"' });
    await workOffJobs({ names: ["whatsapp.reply"] });
    expect(await hasConsent(priya.mobile, "CART_REMINDERS", "WHATSAPP")).toBe(false);
    expect(await hasConsent(priya.mobile, "MARKETING_OFFERS", "WHATSAPP")).toBe(false);

    await passAt(T + 25 * HOUR + 10 * MINUTE);
    await passAt(T + 26 * HOUR);
    expect(await whatsApps(priya.mobile)).toHaveLength(1);
  });
});

describe("opened", () => {
  it("counts a reminder once when WhatsApp says it was read; delivered alone, another's message or a repeat count nothing more", async () => {
    const before = await figures();
    const { priya, message } = await remindedOnWhatsApp();
    expect(message.providerId).toMatch(/^wamid\./);

    expect(await status(message.providerId!, priya.mobile, "delivered")).toMatchObject({ status: 200 });
    expect(await db.smsMessage.findUniqueOrThrow({ where: { id: message.id } })).toMatchObject({
      deliveredAt: expect.any(Date),
      readAt: null,
    });
    expect((await figures()).opened).toBe(before.opened);
    expect(await status("wamid.someone-else", priya.mobile, "read")).toMatchObject({ status: 200 });
    expect((await figures()).opened).toBe(before.opened);

    // The twin's shopper reads it in the development inbox: the same signed status, through the webhook.
    expect(await pressTwinButtonAction(message.id, TWIN_READ.id)).toEqual({ ok: true, data: "The shop got WhatsApp's read receipt" });
    expect((await remindersOf(priya.id))[0]!.messageId).toBe(message.id);
    expect((await figures()).opened).toBe(before.opened + 1);
    expect(await status(message.providerId!, priya.mobile, "read")).toMatchObject({ status: 200 });
    expect((await figures()).opened).toBe(before.opened + 1);
  });
});

describe("the owner's changes of the settings", () => {
  it("are audited with who, and what changed from what, and listed in the audit log; a save that changes nothing is not", async () => {
    const put = (json: unknown) => call(remindersPut, { path: "/api/v1/reminders", method: "PUT", token: owner().token, json });
    const entries = () => db.auditLog.findMany({ where: { entityType: "ReminderSettings" }, orderBy: { createdAt: "asc" } });
    const already = (await entries()).length;

    expect((await put({ cartAfterMinutes: 90, channels: ["EMAIL"] })).status).toBe(200);
    const [entry] = (await entries()).slice(already);
    expect(entry).toMatchObject({
      action: "reminders.settings-changed",
      actorId: owner().id,
      data: { before: { cartAfterMinutes: 60, channels: ["WHATSAPP", "EMAIL"] }, after: { cartAfterMinutes: 90, channels: ["EMAIL"] } },
    });
    expect((await put({ cartAfterMinutes: 90 })).status).toBe(200);
    expect(await entries()).toHaveLength(already + 1);

    const listed = await listAuditEntries(owner().ctx, { entity: "ReminderSettings" });
    expect(listed.entries[0]).toMatchObject({ id: entry!.id, action: "reminders.settings-changed", actor: { email: owner().email } });
  });
});
