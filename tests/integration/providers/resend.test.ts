import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startFakeResend } from "../../support/fakes/resend";

// The real `resend` package, pointed at a local fake of Resend's API with RESEND_BASE_URL, driven
// by the email.deliver job: a 429 or a 5xx is retried with backoff, a Resend that does not answer
// is given up after RESEND_TIMEOUT_MS and retried, and every try carries the outbox row's
// idempotency key, so the customer receives the email once.
const fake = await startFakeResend();
// Long enough for the fake to answer on a loaded 2-core machine; a hang still ends with the time limit, not the test.
const TIMEOUT_MS = 2_000;
Object.assign(process.env, { RESEND_API_KEY: "re_contract_test", RESEND_BASE_URL: fake.url, RESEND_TIMEOUT_MS: String(TIMEOUT_MS) });
const { sendEmail } = await import("@/lib/email/send-email");
const { db } = await import("../../support/api");
const { workOffJobs } = await import("../../support/jobs");

// Jobs other test files of the run left in the queue go first, so each test sees its own.
beforeAll(() => workOffJobs());

afterAll(async () => {
  await fake.close();
  await db.$disconnect();
});

async function queued() {
  const to = `buyer-${randomUUID()}@example.com`;
  await sendEmail({ to, subject: "Your order is placed", html: "<p>Thank you</p>", text: "Thank you", template: "order-placed" });
  const row = await db.emailOutbox.findFirstOrThrow({ where: { to } });
  return { to, row, key: `outbox-${row.id}` };
}

const rowOf = (id: string) => db.emailOutbox.findUniqueOrThrow({ where: { id } });
const jobOf = async (id: string) =>
  (
    await db.$queryRaw<{ state: string; wait: number }[]>`
      SELECT state::text, extract(epoch FROM start_after - now())::float AS wait FROM pgboss.job
      WHERE name = 'email.deliver' AND data->>'outboxId' = ${id} ORDER BY created_on DESC LIMIT 1`
  )[0];

describe("delivery through Resend's API", () => {
  it("sends with the API key, the message and the row's idempotency key", async () => {
    const { to, row, key } = await queued();
    await workOffJobs({ names: ["email.deliver"] });
    expect(fake.delivered.filter((email) => email.idempotencyKey === key)).toEqual([
      { idempotencyKey: key, to: [to], subject: "Your order is placed", authorization: "Bearer re_contract_test" },
    ]);
    expect(await rowOf(row.id)).toMatchObject({ status: "SENT", provider: "resend", attempts: 1 });
  });

  it("a message the recipient may stop carries the List-Unsubscribe headers of a one-click unsubscribe", async () => {
    const to = `shopper-${randomUUID()}@example.com`;
    const unsubscribeUrl = "https://kurta.example/api/v1/products/unsubscribe?id=c1&key=k1";
    await sendEmail({ to, subject: "Back in stock", html: "<p>Back</p>", text: "Back", template: "back-in-stock", unsubscribeUrl });
    const { id } = await db.emailOutbox.findFirstOrThrow({ where: { to } });
    await workOffJobs({ names: ["email.deliver"] });
    expect(fake.delivered.find((email) => email.idempotencyKey === `outbox-${id}`)?.headers).toEqual({
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("a 429 and then a 503 are retried with backoff, with the same idempotency key, and the email goes once", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { row, key } = await queued();
    fake.answerNext(
      { statusCode: 429, name: "rate_limit_exceeded", message: "Too many requests. You can only make 2 requests per second." },
      { statusCode: 503, name: "internal_server_error", message: "An unexpected error occurred." },
    );
    await workOffJobs({ names: ["email.deliver"], retries: false });
    expect(await rowOf(row.id)).toMatchObject({
      status: "PENDING",
      attempts: 1,
      lastError: expect.stringContaining("rate_limit_exceeded"),
    });
    // Waiting for its retry, about 30 s away (pg-boss's backoff), not due now.
    const waiting = await jobOf(row.id);
    expect(waiting?.state).toBe("retry");
    expect(waiting?.wait).toBeGreaterThan(10);

    await workOffJobs({ names: ["email.deliver"] });
    const tries = fake.requests.filter((request) => request.idempotencyKey === key);
    expect(tries).toHaveLength(3);
    expect(fake.delivered.filter((email) => email.idempotencyKey === key)).toHaveLength(1);
    expect(await rowOf(row.id)).toMatchObject({ status: "SENT", attempts: 3, lastError: null });
    logged.mockRestore();
  });

  it("a Resend that does not answer is given up after RESEND_TIMEOUT_MS; the retry sends it", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { row, key } = await queued();
    fake.answerNext("hang");
    await workOffJobs({ names: ["email.deliver"], retries: false });
    expect(await rowOf(row.id)).toMatchObject({ status: "PENDING", lastError: expect.stringContaining("application_error") });
    await workOffJobs({ names: ["email.deliver"] });
    expect(fake.delivered.filter((email) => email.idempotencyKey === key)).toHaveLength(1);
    logged.mockRestore();
  });

  it("an email Resend accepted but whose answer was lost is not sent twice by the retry", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { row, key } = await queued();
    fake.answerNext("lose-answer");
    await workOffJobs({ names: ["email.deliver"], retries: false });
    await workOffJobs({ names: ["email.deliver"] });
    expect(fake.requests.filter((request) => request.idempotencyKey === key)).toHaveLength(2);
    expect(fake.delivered.filter((email) => email.idempotencyKey === key)).toHaveLength(1);
    expect(await rowOf(row.id)).toMatchObject({ status: "SENT", attempts: 2 });
    logged.mockRestore();
  });
});
