import "server-only";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";

// Fixed-window counters in PostgreSQL, so every instance of the server shares them.
export type Limit = { key: string; max: number; windowSeconds: number };

export const LIMITS = {
  loginPerIp: (ip: string): Limit => ({ key: `login:ip:${ip}`, max: 30, windowSeconds: 15 * 60 }),
  loginPerAccount: (email: string): Limit => ({ key: `login:account:${email}`, max: 10, windowSeconds: 15 * 60 }),
  signupPerIp: (ip: string): Limit => ({ key: `signup:ip:${ip}`, max: 10, windowSeconds: 60 * 60 }),
  linkPerIp: (ip: string): Limit => ({ key: `link:ip:${ip}`, max: 20, windowSeconds: 60 * 60 }),
  linkPerAccount: (account: string): Limit => ({ key: `link:account:${account}`, max: 5, windowSeconds: 60 * 60 }),
};

/** Counts one attempt against each limit; throws 429 once any of them is exceeded. */
export async function hit(...limits: Limit[]): Promise<void> {
  for (const { key, max, windowSeconds } of limits) {
    const [row] = await getDb().$queryRaw<{ count: number; resetAt: Date }[]>`
      INSERT INTO "RateLimit" (key, count, "resetAt") VALUES (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN "RateLimit"."resetAt" <= now() THEN 1 ELSE "RateLimit".count + 1 END,
        "resetAt" = CASE WHEN "RateLimit"."resetAt" <= now() THEN EXCLUDED."resetAt" ELSE "RateLimit"."resetAt" END
      RETURNING count, "resetAt"`;
    if (row && row.count > max) {
      const minutes = Math.max(1, Math.ceil((row.resetAt.getTime() - Date.now()) / 60_000));
      throw new AppError("rate_limited", `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`);
    }
  }
}

/** Forgets an account's failed logins after a success. */
export async function clear(limit: Limit): Promise<void> {
  await getDb().rateLimit.deleteMany({ where: { key: limit.key } });
}
