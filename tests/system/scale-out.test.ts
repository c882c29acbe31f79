import pg from "pg";
import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { searchSegment } from "@/lib/catalog/search/search-segment";
import { formatINR, priceWithGst } from "@/lib/pricing";
import { startFakeResend, type FakeResend } from "../support/fakes/resend";
import { ADMIN, makeBuyers, signIn, sizeWithStock, systemDb, type Buyer } from "./support/data";
import { stopAll, waitFor, type Proc } from "./support/processes";
import { startRedis, type TestRedis } from "./support/redis";
import { startShop, startWorker, type Shop } from "./support/shop";

// Many instances, as docs/deploy.md ("Running more than one instance") lays them out: one production
// build served by two web instances (RUN_WORKER=false), separate workers, one PostgreSQL and a real
// Redis shared by all. Everything is checked from outside, over HTTP, and in the database.
let redis: TestRedis;
let resend: FakeResend;
let a: Shop;
let b: Shop;
let workers: Proc[] = [];
const db = systemDb();

const sharedEnv = () => ({ REDIS_URL: redis.url, RESEND_API_KEY: "re_test_key", RESEND_BASE_URL: resend.url });

beforeAll(async () => {
  [redis, resend] = await Promise.all([startRedis(), startFakeResend()]);
  [a, b] = await Promise.all([startShop({ env: sharedEnv() }), startShop({ env: sharedEnv() })]);
  workers = [startWorker(sharedEnv())];
});

afterAll(async () => {
  await stopAll();
  await resend?.close();
});

const both = () => [a, b] as const;

describe("two web instances sharing Redis", () => {
  test("every catalogue page answers 200 on both instances, and both are ready with Redis", async () => {
    const product = await db.product.findFirstOrThrow({ where: { archivedAt: null }, include: { category: true } });
    const paths = [
      "/",
      "/search",
      "/search?search=silk",
      `/category/${product.category.slug}`,
      `/product/${product.slug}`,
      `/reviews/${product.slug}`,
      "/aboutUs",
      "/contactUs",
      "/refund",
      "/privacy",
      "/login",
      "/signup",
      "/sitemap.xml",
      "/robots.txt",
    ];
    for (const shop of both()) {
      for (const path of paths) expect(`${path} ${(await shop.fetch(path)).status}`).toBe(`${path} 200`);
      const ready = await shop.api("/api/health/ready");
      expect(ready).toEqual({ status: 200, body: { status: "ok", checks: { database: "ok", migrations: "ok", redis: "ok" } } });
    }
  });

  test("an admin's edit of a name and a price through A shows on B's product, category, home and search pages within 2 s", async () => {
    const product = await productOnHomeAndCategory(b);
    // The test's earlier runs on the same database renamed it already: keep the name from growing.
    const baseName = product.name.split(" Renamed ")[0]!;
    // A search for its words (100 to a page, so it is there however it ranks) is kept in the cache too.
    const pages = [
      `/product/${product.slug}`,
      `/category/${product.category.slug}`,
      "/",
      `/search?search=${encodeURIComponent(baseName)}&limit=100`,
    ];
    // B's cached copies are warm and show today's name, so a stale copy would show.
    for (const path of pages) expect(await pageShows(b, path, product.name), path).toBe(true);

    const token = await signIn(a, ADMIN.email, ADMIN.password);
    const newName = `${baseName} Renamed ${Date.now() % 100000}`;
    const variant = product.variants[0]!;
    const newPrice = variant.sizes[0]!.pricePaise / 100 - 11;
    const renamed = await a.api("/api/v1/products/updateProduct", {
      token,
      json: {
        id: product.id,
        name: newName,
        description: product.description,
        details: product.details,
        hsn: product.hsn,
        category: product.categoryId,
        cashOnDelivery: product.cashOnDelivery,
      },
    });
    expect(renamed.status).toBe(200);
    const repriced = await a.api("/api/v1/products/varient", {
      method: "PUT",
      token,
      json: {
        productId: product.id,
        variantId: variant.id,
        colorCode: variant.colorCode,
        colorName: variant.colorName,
        images: variant.images.sort((x, y) => x.position - y.position).map((image) => image.url),
        sizes: variant.sizes.map((size, i) => ({
          size: size.size,
          price: i === 0 ? newPrice : size.pricePaise / 100,
          discount: size.cutPricePaise / 100,
          stock: size.stock,
        })),
      },
    });
    expect(repriced.status).toBe(200);
    const changedAt = Date.now();

    // Every request B answers after the first 2 s shows the change (a request may take its own
    // time to render on a busy machine; when it was sent is what counts).
    for (const path of pages) {
      const outcome = await waitFor(`B's ${path} to show the new name`, async () => {
        const sentAt = Date.now();
        if (await pageShows(b, path, newName)) return "shown";
        // Polling stops at the first request sent past 2 s that still shows the old name.
        return sentAt - changedAt > 2_000 && `the old name ${sentAt - changedAt} ms after the edit`;
      });
      expect(outcome, path).toBe("shown");
    }
    // The product page shows the price with GST (lib/pricing's one rule).
    expect(await pageShows(b, `/product/${product.slug}`, formatINR(priceWithGst(newPrice * 100)))).toBe(true);
  });

  test("a text search's page and results are kept in Redis with a TTL of an hour at most, so one-off searches leave", async () => {
    const words = `Bounded Search ${Date.now()}`;
    // A search's page is kept from its second visit on (decision 088): the first is rendered on request.
    for (let visit = 0; visit < 2; visit++) {
      const response = await a.fetch(`/search?search=${encodeURIComponent(words)}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(`Results for “${words}”`);
    }
    // The cache handlers keep their entries in database 1 (the library's default outside Vercel's production).
    const client = createClient({ url: redis.url, database: 1 });
    await client.connect();
    try {
      const segment = searchSegment(new URLSearchParams({ search: words }));
      // The page is stored as its answer is sent: wait for its key.
      let kept: string[] = [];
      const found = await waitFor(
        "the search's page in Redis",
        async () => {
          kept = (await client.keys("*")).filter((key) => key.includes(segment) || key.includes(words.toLowerCase()));
          return kept.some((key) => key.includes(segment)) && "kept";
        },
        10_000,
      ).catch(() => "not kept");
      expect(found).toBe("kept");
      for (const key of kept) {
        const ttl = await client.ttl(key);
        expect(ttl, key).toBeGreaterThan(0);
        expect(ttl, key).toBeLessThanOrEqual(60 * 60);
      }
    } finally {
      await client.quit();
    }
  });

  test("a token made on A works on B, and logging out on A ends it on B", async () => {
    const token = await signIn(a, "priya@kurta.shop", "Customer@123");
    expect((await b.api("/api/v1/user/getUser", { token })).status).toBe(200);
    expect((await a.api("/api/v1/user/logout", { token, json: {} })).status).toBe(200);
    const afterLogout = await b.api<{ message: string }>("/api/v1/user/getUser", { token });
    expect(afterLogout.status).toBe(401);
  });

  test("failed logins split across A and B count against one limit, and per-address limits count across instances", async () => {
    const [buyer] = await makeBuyers(1, a);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const shop = i % 2 === 0 ? a : b;
      const { status } = await shop.api("/api/v1/user/signin", {
        json: { email: buyer!.email, password: "Wrong-password-1" },
        ip: "203.0.113.77",
      });
      statuses.push(status);
    }
    // Ten wrong passwords from one address for one account, wherever they land; then 429 (lib/auth/rate-limit.ts).
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);

    const contact = (shop: Shop) =>
      shop.api("/api/v1/contact", {
        json: { name: "Asha", email: "asha@example.com", message: "Do you stitch to measure?" },
        ip: "203.0.113.78",
      });
    const answers = [];
    for (const shop of [a, b, a, b, a, b]) answers.push((await contact(shop)).status);
    // Five contact messages per address per hour across the instances; the sixth is refused.
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
  });

  test("concurrent buyers split across A and B for the last 3 pieces make exactly 3 orders", async () => {
    const size = await sizeWithStock(3);
    const buyers = await makeBuyers(8, a);
    await Promise.all(buyers.map((buyer, i) => fillCart(i % 2 ? b : a, buyer, size.id)));
    const answers = await Promise.all(buyers.map((buyer, i) => placeOrder(i % 2 ? a : b, buyer, size.id)));
    expect(answers.filter((status) => status === 200)).toHaveLength(3);
    expect(answers.filter((status) => status === 409)).toHaveLength(5);
    expect((await db.sizeStock.findUniqueOrThrow({ where: { id: size.id } })).stock).toBe(0);
    expect(
      await db.orderLine.aggregate({
        where: { sizeId: size.id, order: { userId: { in: buyers.map((x) => x.id) } } },
        _sum: { quantity: true },
      }),
    ).toEqual({
      _sum: { quantity: 3 },
    });
  });
});

describe("jobs with separate workers", () => {
  test("with two workers every queued email is delivered exactly once", async () => {
    workers.push(startWorker(sharedEnv()));
    const buyers = await makeBuyers(10, a);
    const since = new Date();
    await Promise.all(
      buyers.map((buyer, i) =>
        (i % 2 ? b : a).api("/api/v1/auth/getResetPasswordLink", { json: { email: buyer.email }, ip: `198.51.100.${100 + i}` }),
      ),
    );
    const rows = await waitFor(
      "every reset email to be sent",
      async () => {
        const found = await db.emailOutbox.findMany({ where: { to: { in: buyers.map((x) => x.email) }, createdAt: { gte: since } } });
        return found.length === buyers.length && found.every((row) => row.status === "SENT") && found;
      },
      90_000,
    );
    for (const row of rows) {
      const tries = resend.requests.filter((request) => request.idempotencyKey === `outbox-${row.id}`);
      expect(tries, `requests to Resend for ${row.to}`).toHaveLength(1);
    }
    expect(new Set(rows.map((row) => row.to)).size).toBe(buyers.length);
    await Promise.all(workers.splice(1).map((worker) => worker.stop()));
  });

  test("a worker killed mid-job: the job runs again once a worker is back, and the customer gets one email", async () => {
    const [buyer] = await makeBuyers(1, a);
    const arrived = resend.holdNext();
    await a.api("/api/v1/auth/getResetPasswordLink", { json: { email: buyer!.email }, ip: "198.51.100.200" });
    const held = await arrived;
    // Its retry waits 1 s instead of the queue's 30 to 60 (pg-boss copies the delay onto each job):
    // what is tested is that the job comes back and sends once, not how long the backoff is.
    const shortened = await db.$executeRaw`UPDATE pgboss.job SET retry_delay = 1 WHERE name = 'email.deliver' AND state = 'active'`;
    expect(shortened).toBe(1);
    // The worker is inside the job (its request to Resend is in flight) when it dies.
    await workers[0]!.stop("SIGKILL");
    workers = [startWorker(sharedEnv())];
    const row = await waitFor(
      "the email to be sent by the restarted worker",
      async () => {
        const found = await db.emailOutbox.findFirst({ where: { to: buyer!.email } });
        return found?.status === "SENT" && found;
      },
      240_000,
    );
    expect(held.idempotencyKey).toBe(`outbox-${row.id}`);
    expect(resend.requests.filter((request) => request.idempotencyKey === held.idempotencyKey)).toHaveLength(2);
    expect(resend.delivered.filter((email) => email.idempotencyKey === held.idempotencyKey)).toHaveLength(1);
    // The heartbeat goes stale (10 s), a supervisor pass fails the job (every 10 s), and its retry
    // waits its shortened backoff (1 to 2 s): about half a minute here.
  }, 300_000);
});

describe("losing an instance", () => {
  test("kill -9 of A while an order is inside its transaction: that order leaves nothing, B keeps answering, and every order, line, stock count and cart agree", async () => {
    const size = await sizeWithStock(100, 1);
    // The victim buys a size of its own, so that no other order queues behind its stock row.
    const victimSize = await sizeWithStock(100, 2);
    const buyers = await makeBuyers(16, a);
    const [victim, ...others] = buyers;
    await fillCart(b, victim!, victimSize.id);
    await Promise.all(others.map((buyer) => fillCart(b, buyer, size.id)));
    // The test holds a lock on the victim's cart line, which placing the order deletes after it has
    // taken the stock and written the order and its lines: that order waits there, mid-transaction.
    const holder = new pg.Client({ connectionString: inject("systemEnv").DATABASE_URL });
    await holder.connect();
    try {
      await holder.query("BEGIN");
      await holder.query(`SELECT 1 FROM "CartLine" WHERE "userId" = $1 AND "sizeId" = $2 FOR UPDATE`, [victim!.id, victimSize.id]);
      const holderPid = (await holder.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0]!.pid;

      const victimAnswer = placeOrder(a, victim!, victimSize.id).catch((error: Error) => error.message);
      const aAnswers: Promise<number | string>[] = [];
      const bAnswers: Promise<number>[] = [];
      for (const [i, buyer] of others.entries()) {
        if (i % 2) bAnswers.push(placeOrder(b, buyer, size.id));
        else aAnswers.push(placeOrder(a, buyer, size.id).catch((error: Error) => error.message));
        bAnswers.push(b.fetch("/search?search=kurta").then((response) => response.status));
      }
      const blocked = await waitFor("the victim's order to wait on the lock", async () => {
        // Read outside the holder's transaction, which would see one snapshot of pg_stat_activity.
        const rows = await db.$queryRaw<{ pid: number; query: string; wait_event_type: string }[]>`
          SELECT pid, query, wait_event_type FROM pg_stat_activity WHERE ${holderPid}::int = ANY(pg_blocking_pids(pid))`;
        return rows[0];
      });
      expect(blocked, JSON.stringify(blocked)).toMatchObject({
        wait_event_type: "Lock",
        query: expect.stringMatching(/DELETE FROM .*"CartLine"/),
      });
      await a.proc.stop("SIGKILL");
      // The server is gone; its transaction ends when PostgreSQL next hears from the dead connection.
      await holder.query("ROLLBACK");
      await waitFor("the dead server's transaction to end", async () => {
        const rows = await db.$queryRaw<unknown[]>`SELECT 1 FROM pg_stat_activity WHERE pid = ${blocked.pid}::int`;
        return rows.length === 0;
      });

      expect(await victimAnswer).toMatch(/fetch failed|socket|ECONNRESET/i);
      expect(await Promise.all(bAnswers)).toEqual(bAnswers.map(() => 200));
      const aStatuses = await Promise.all(aAnswers);
      const orders = await db.order.findMany({ where: { userId: { in: buyers.map((x) => x.id) } }, include: { lines: true } });
      const carts = await db.cartLine.findMany({ where: { userId: { in: buyers.map((x) => x.id) } } });
      const ordered = new Set(orders.map((order) => order.userId));
      // The victim's order, its stock and its cart are as if it had never been asked for.
      expect(ordered.has(victim!.id)).toBe(false);
      expect(carts.filter((line) => line.userId === victim!.id)).toMatchObject([{ sizeId: victimSize.id, quantity: 1 }]);
      expect((await db.sizeStock.findUniqueOrThrow({ where: { id: victimSize.id } })).stock).toBe(100);
      // Every buyer answered 200 has an order; one whose answer was lost may have one or not, never half of one.
      for (const [i, buyer] of others.entries()) {
        const answer = i % 2 ? 200 : aStatuses[i / 2];
        if (answer === 200) expect(ordered.has(buyer.id), buyer.email).toBe(true);
        else expect(String(answer), buyer.email).toMatch(/fetch failed|socket|ECONNRESET/i);
      }
      for (const order of orders) {
        expect(order.lines).toHaveLength(1);
        expect(order.lines[0]).toMatchObject({ sizeId: size.id, quantity: 1 });
      }
      for (const buyer of others)
        expect(
          carts.some((line) => line.userId === buyer.id),
          buyer.email,
        ).toBe(!ordered.has(buyer.id));
      expect(ordered.size).toBe(orders.length);
      expect((await db.sizeStock.findUniqueOrThrow({ where: { id: size.id } })).stock).toBe(100 - orders.length);
    } finally {
      await holder.end();
    }
  });
});

function fillCart(shop: Shop, buyer: Buyer, sizeId: string) {
  return shop
    .api("/api/v1/order/updateMyCart", { token: buyer.token, json: { cart: JSON.stringify([{ sizeId, quantity: 1 }]) } })
    .then(({ status }) => expect(status).toBe(200));
}

async function placeOrder(shop: Shop, buyer: Buyer, sizeId: string): Promise<number> {
  const { status } = await shop.api("/api/v1/order/cashOnDelivery", {
    token: buyer.token,
    json: { addressId: buyer.addressId, cart: [{ sizeId, quantity: 1 }] },
  });
  return status;
}

/** A product that B's home page lists and that its category's first page shows too. */
async function productOnHomeAndCategory(shop: Shop) {
  const home = await (await shop.fetch("/")).text();
  const slugs = new Set([...home.matchAll(/href="\/product\/([^"?#]+)"/g)].map((match) => match[1]!));
  for (const slug of slugs) {
    const product = await db.product.findUniqueOrThrow({
      where: { slug },
      include: { category: true, variants: { include: { sizes: true, images: true }, orderBy: { position: "asc" } } },
    });
    if (await pageShows(shop, `/category/${product.category.slug}`, product.name)) return product;
  }
  throw new Error("No product of the home page is on its category's first page");
}

async function pageShows(shop: Shop, path: string, text: string): Promise<boolean> {
  return (await (await shop.fetch(path)).text()).includes(escapeHtml(text));
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
}
