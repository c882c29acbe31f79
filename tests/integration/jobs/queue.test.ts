import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";
import { afterAll, describe, expect, it, vi } from "vitest";
import { POST as cashOnDeliveryRoute } from "@/app/api/v1/order/cashOnDelivery/route";
import { requeuePendingEmails } from "@/lib/email/deliver-email";
import { queueEmail } from "@/lib/email/send-email";
import { db } from "../../support/api";
import { workOffJobs } from "../../support/jobs";
import { buyer, callOrder, cartText, fillCart, kurta, ordersOf } from "../orders/fixtures";

afterAll(() => db.$disconnect());

type JobRow = { id: string; state: string };

/** The delivery jobs of an outbox row, as pg-boss stores them. */
function deliveryJobs(outboxId: string): Promise<JobRow[]> {
  return db.$queryRaw<
    JobRow[]
  >`SELECT id::text, state::text FROM pgboss.job WHERE name = 'email.deliver' AND data->>'outboxId' = ${outboxId}`;
}

/** A node process running a TypeScript file of the project against the test database, as `npm run worker` does. */
function runTs(file: string, args: string[] = []): ChildProcess {
  return spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", file, ...args], {
    env: { ...process.env, NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "inherit"],
  });
}

async function firstLine(child: ChildProcess): Promise<string> {
  for await (const line of createInterface({ input: child.stdout! })) return line;
  return "";
}

function exited(child: ChildProcess): Promise<NodeJS.Signals | number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.signalCode ?? child.exitCode);
  return new Promise((resolve) => child.once("exit", (code, signal) => resolve(signal ?? code)));
}

describe("the email outbox on the job queue", () => {
  it("an order placed commits its outbox row and the row's delivery job together; the job delivers it", async () => {
    const user = await buyer();
    const { S } = await kurta({ S: 2 });
    await fillCart(user.id, [{ sizeId: S.id, quantity: 1 }]);
    const placed = await callOrder(cashOnDeliveryRoute, {
      path: "/api/v1/order/cashOnDelivery",
      token: user.token,
      json: { addressId: user.addressId, cart: cartText([{ sizeId: S.id, quantity: 1 }]) },
    });
    expect(placed.status).toBe(200);

    const row = await db.emailOutbox.findFirstOrThrow({ where: { to: user.email, template: "order-confirmation" } });
    expect(row).toMatchObject({ status: "PENDING", sentAt: null });
    expect(await deliveryJobs(row.id)).toEqual([{ id: expect.any(String), state: "created" }]);

    await workOffJobs();
    expect(await db.emailOutbox.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      status: "SENT",
      provider: "outbox",
      attempts: 1,
    });
    expect((await deliveryJobs(row.id)).map((job) => job.state)).toEqual(["completed"]);
  });

  it("a transaction rolled back leaves neither the outbox row nor its job", async () => {
    const to = `rollback-${Date.now()}@example.com`;
    let outboxId = "";
    await expect(
      db.$transaction(async (tx) => {
        outboxId = await queueEmail({ to, subject: "Never", html: "<p>Never</p>", text: "Never", template: "test" }, tx);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(outboxId).not.toBe("");
    expect(await db.emailOutbox.count({ where: { to } })).toBe(0);
    expect(await deliveryJobs(outboxId)).toEqual([]);
  });

  it("the sweep gives a job to a row left pending without one, and never a second job to a row that has one", async () => {
    await workOffJobs();
    const to = `sweep-${Date.now()}@example.com`;
    const longAgo = new Date(Date.now() - 10 * 60 * 1000);
    const orphan = await db.emailOutbox.create({
      data: { to, subject: "Lost job", html: "<p>Hi</p>", text: "Hi", template: "test", status: "PENDING", createdAt: longAgo },
    });
    const queued = await db.$transaction((tx) =>
      queueEmail({ to, subject: "Queued", html: "<p>Hi</p>", text: "Hi", template: "test" }, tx),
    );
    await db.emailOutbox.update({ where: { id: queued }, data: { createdAt: longAgo } });

    // Earlier test files leave rows of their own in the shared outbox: the sweep's own count is
    // not ours to assert, the jobs of these two rows are.
    await requeuePendingEmails();
    expect(await deliveryJobs(orphan.id)).toHaveLength(1);
    expect(await deliveryJobs(queued)).toHaveLength(1);
    await workOffJobs();
    expect(await db.emailOutbox.count({ where: { to, status: "SENT" } })).toBe(2);
    await requeuePendingEmails();
    expect(await deliveryJobs(orphan.id)).toHaveLength(1);
    expect(await deliveryJobs(queued)).toHaveLength(1);
  });

  it("an order whose process is killed right after the commit has its email delivered by a worker started afterwards", async () => {
    const user = await buyer();
    const { S } = await kurta({ S: 2 });
    const cart = [{ sizeId: S.id, quantity: 1 }];
    await fillCart(user.id, cart);

    const shop = runTs("tests/integration/jobs/place-order-and-wait.ts", [
      JSON.stringify({ ctx: user.ctx, input: { addressId: user.addressId, cart: cartText(cart) } }),
    ]);
    const line = await firstLine(shop);
    shop.kill("SIGKILL");
    expect(await exited(shop)).toBe("SIGKILL");
    expect(line).toMatch(/^committed /);

    const [order] = await ordersOf(user.id);
    expect(line).toBe(`committed ${order!.id}`);
    const row = await db.emailOutbox.findFirstOrThrow({ where: { to: user.email, template: "order-confirmation" } });
    expect(row.status).toBe("PENDING");

    const worker = runTs("scripts/worker.ts");
    try {
      await vi.waitFor(
        async () => expect(await db.emailOutbox.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ status: "SENT" }),
        { timeout: 45_000, interval: 250 },
      );
    } finally {
      worker.kill("SIGTERM");
      expect(await exited(worker)).toBe(0);
    }
    expect((await deliveryJobs(row.id)).map((job) => job.state)).toEqual(["completed"]);
  });
});
