import { afterAll, describe, expect, it } from "vitest";
import { POST as answerRoute } from "@/app/api/v1/grievances/answer/route";
import { GET as queueRoute, POST as fileRoute } from "@/app/api/v1/grievances/route";
import { ALREADY_ANSWERED } from "@/lib/privacy/grievances";
import { GRIEVANCE_THANKS } from "@/lib/privacy/schemas";
import { call, db, randomIp, uniqueEmail } from "../../support/api";
import { admin, buyer } from "../orders/fixtures";

// Privacy grievances (decision 110): anyone files one; the owner's queue shows it with the Rules'
// 90-day deadline; the owner answers once, by email; nobody else reads the queue or answers.
afterAll(() => db.$disconnect());

type Row = { id: string; email: string; dueAt: string; daysLeft: number; answeredAt: string | null };
const file = (json: unknown, token?: string) =>
  call(fileRoute, { path: "/api/v1/grievances", method: "POST", json, token, ip: randomIp() });
const queue = async (token?: string) => call(queueRoute, { path: "/api/v1/grievances", token });
const answer = (token: string | undefined, json: unknown) =>
  call(answerRoute, { path: "/api/v1/grievances/answer", method: "POST", json, token });
const complaint = (email: string) => ({
  name: "Meera Iyer",
  email,
  kind: "ERASURE",
  message: "Please erase the address I gave last year.",
});

describe("grievances", () => {
  it("are filed by a visitor and queued for the owner with a deadline 90 days on", async () => {
    const email = uniqueEmail("meera");
    const filed = await file(complaint(email));
    expect(filed).toMatchObject({ status: 200, body: { success: true, grievance: { message: GRIEVANCE_THANKS } } });
    const owner = await admin();
    const listed = await queue(owner.token);
    expect(listed.status).toBe(200);
    const row = (listed.body as unknown as { grievances: Row[] }).grievances.find((each) => each.email === email)!;
    expect(row).toMatchObject({ daysLeft: 90, answeredAt: null });
    const stored = await db.grievance.findUniqueOrThrow({ where: { id: row.id } });
    expect(stored.dueAt.getTime() - stored.createdAt.getTime()).toBe(90 * 24 * 60 * 60_000);
  });

  it("are refused with the form's messages when a field is missing", async () => {
    const refused = await file({ name: "", email: "not-an-email", kind: "GOSSIP", message: "hi" });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors ?? {}).sort()).toEqual(["email", "kind", "message", "name"]);
  });

  it("are answered once by the owner, by email to the writer; a shopper cannot read the queue or answer", async () => {
    const email = uniqueEmail("ravi");
    await file(complaint(email));
    const { id } = await db.grievance.findFirstOrThrow({ where: { email } });
    const shopper = await buyer();
    expect((await queue(shopper.token)).status).toBe(403);
    expect((await queue()).status).toBe(401);
    expect((await answer(shopper.token, { id, answer: "Done." })).status).toBe(403);
    const owner = await admin();
    expect(await answer(owner.token, { id, answer: "We erased the address on 6 December." })).toMatchObject({ status: 200 });
    const mail = await db.emailOutbox.findFirstOrThrow({ where: { to: email, template: "grievance-answer" } });
    expect(mail.text).toContain("We erased the address on 6 December.");
    expect(await answer(owner.token, { id, answer: "Again" })).toMatchObject({ status: 409, body: { message: ALREADY_ANSWERED } });
    expect(await db.emailOutbox.count({ where: { to: email, template: "grievance-answer" } })).toBe(1);
  });

  it("are answered in the writer's language: her account's when she wrote signed in, else that email's account's", async () => {
    const owner = await admin();
    const signedIn = await buyer();
    await db.user.update({ where: { id: signedIn.id }, data: { language: "hi" } });
    await file(complaint(uniqueEmail("sita")), signedIn.token);
    const byAccount = await db.grievance.findFirstOrThrow({ where: { userId: signedIn.id } });
    const other = await buyer();
    await db.user.update({ where: { id: other.id }, data: { language: "hi" } });
    await file(complaint(other.email));
    const byEmail = await db.grievance.findFirstOrThrow({ where: { email: other.email, userId: null } });
    for (const { id, email } of [byAccount, byEmail]) {
      expect(await answer(owner.token, { id, answer: "We erased the address." })).toMatchObject({ status: 200 });
      const mail = await db.emailOutbox.findFirstOrThrow({ where: { to: email, template: "grievance-answer" } });
      expect(mail.subject).toBe("Kurta Shop से आपके निजता अनुरोध का जवाब");
      expect(mail.text).toBe(`प्रिय Meera Iyer,\n\nWe erased the address.\n\nसंदर्भ: ${id}\nKurta Shop, शिकायत अधिकारी`);
    }
    // A writer with no account reads it in English, as before.
    const stranger = uniqueEmail("gita");
    await file(complaint(stranger));
    const { id } = await db.grievance.findFirstOrThrow({ where: { email: stranger } });
    await answer(owner.token, { id, answer: "Done." });
    const mail = await db.emailOutbox.findFirstOrThrow({ where: { to: stranger, template: "grievance-answer" } });
    expect(mail.subject).toBe("Your privacy request to Kurta Shop");
    expect(mail.text).toContain("Dear Meera Iyer,");
  });
});
