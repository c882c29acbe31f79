import "server-only";
import { Pool } from "pg";
import { RateLimiterPostgres, RateLimiterRedis, type RateLimiterAbstract, type RateLimiterRes } from "rate-limiter-flexible";
import { getRedis } from "@/lib/cache/redis";
import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { onShutdown } from "@/lib/shutdown";

// Fixed-window counters shared by every instance of the server: rate-limiter-flexible on the
// "RateLimit" table of PostgreSQL, or on Redis when REDIS_URL is set.
const RULES = {
  // Failed logins from one address, whatever the account (a success is given back).
  loginPerIp: { max: 30, windowSeconds: 15 * 60 },
  // Wrong passwords for one account from one address: a stranger's guesses lock only themselves.
  loginFailuresPerAccountIp: { max: 10, windowSeconds: 15 * 60 },
  // Wrong passwords for one account from addresses it never signed in from: stops guessing spread
  // over many addresses, far above what an owner's typos reach in a day. Not counted, nor applied,
  // at a known address, so strangers cannot lock the owner out of the places they sign in from.
  loginFailuresPerAccount: { max: 100, windowSeconds: 24 * 60 * 60 },
  // Where an account signed in (a marker, not a count): renewed by every sign-in from there.
  knownAddress: { max: 1, windowSeconds: 90 * 24 * 60 * 60 },
  // Password checks before deleting an account (with a session that may have been stolen).
  deletePerAccount: { max: 5, windowSeconds: 15 * 60 },
  signupPerIp: { max: 10, windowSeconds: 60 * 60 },
  linkPerIp: { max: 20, windowSeconds: 60 * 60 },
  linkPerAccount: { max: 5, windowSeconds: 60 * 60 },
  // Reset links asked for an account from one of its known addresses: the owner's own allowance.
  linkPerAccountKnownIp: { max: 5, windowSeconds: 60 * 60 },
  contactPerIp: { max: 5, windowSeconds: 60 * 60 },
  // "You already have an account" emails to one address, sent when someone signs up with it again.
  accountExistsMailsPerAccount: { max: 3, windowSeconds: 24 * 60 * 60 },
  // Online payments started by one account: a shopper retries a few times; a script holding stock is stopped.
  capturePaymentPerAccount: { max: 10, windowSeconds: 15 * 60 },
  // Reviews posted or edited by one account: far above a real shopper's pace, a stop for scripts.
  reviewWritesPerAccount: { max: 20, windowSeconds: 60 * 60 },
  // Texts to one mobile number: its one-time codes, and COD confirmations to it as a typed, unproved
  // delivery phone (each SMS costs the shop money). Decision 097 explains these numbers.
  textsPerPhone: { max: 5, windowSeconds: 60 * 60 },
  // One-time codes asked for from one address, whatever the number: carrier NAT puts thousands of
  // phones behind one address, so only a script reaches this.
  codesPerIp: { max: 100, windowSeconds: 60 * 60 },
  // Codes for numbers without an account (where SMS pumping goes) from one address, and from one
  // network (an IPv4 /24, an IPv6 /64), so that picking another address of one's own does not help.
  newNumberCodesPerIp: { max: 30, windowSeconds: 60 * 60 },
  newNumberCodesPerNetwork: { max: 60, windowSeconds: 60 * 60 },
  // Wrong codes (or codes for a number with none live) from one address and from one network. A
  // wrong code also costs one of that code's 5 tries, which is what stops guessing; these only stop
  // a script, far above what a carrier-NAT address sends, and a right code never counts.
  codeFailuresPerIp: { max: 300, windowSeconds: 15 * 60 },
  codeFailuresPerNetwork: { max: 1000, windowSeconds: 15 * 60 },
  // Delivery estimates by pin code: a shopper tries a few; a scraper of the provider's answers is stopped.
  serviceabilityPerIp: { max: 30, windowSeconds: 60 },
  // Pin code look-ups of the address form (one per pin typed): a stop for scrapers of the directory.
  pinCodePerIp: { max: 60, windowSeconds: 60 },
  // Search suggestions while typing (debounced, and kept by the browser per prefix): a stop for scrapers.
  suggestPerIp: { max: 120, windowSeconds: 60 },
  // A product page seen by one visitor (account or address): one view a day counts toward "Most popular".
  productViewPerVisitor: { max: 1, windowSeconds: 24 * 60 * 60 },
  // "Notify me" asked from one address, and for one email (each may become an email when the size is back).
  stockNoticesPerIp: { max: 20, windowSeconds: 60 * 60 },
  stockNoticesPerContact: { max: 10, windowSeconds: 24 * 60 * 60 },
  // UPI IDs checked with the bank for one account's cash refunds: a shopper mistypes a few; a prober of which IDs
  // exist (each check is a provider call that answers just that) is stopped.
  upiChecksPerAccount: { max: 10, windowSeconds: 60 * 60 },
  // Gift-card codes tried by one account and from one address (a code that works is given back): a
  // shopper mistypes a few; a guesser of codes is stopped long before the odds (1 in 7*10^23) matter.
  giftCardTriesPerAccount: { max: 10, windowSeconds: 60 * 60 },
  giftCardTriesPerIp: { max: 30, windowSeconds: 60 * 60 },
} as const;

type Rule = keyof typeof RULES;
export type Limit = { rule: Rule; key: string; max: number };

const limit = (rule: Rule, key: string): Limit => ({ rule, key, max: RULES[rule].max });

export const LIMITS = {
  loginPerIp: (ip: string) => limit("loginPerIp", ip),
  loginFailuresPerAccountIp: (email: string, ip: string) => limit("loginFailuresPerAccountIp", `${email}|${ip}`),
  loginFailuresPerAccount: (email: string) => limit("loginFailuresPerAccount", email),
  knownAddress: (email: string, ip: string) => limit("knownAddress", `${email}|${ip}`),
  deletePerAccount: (userId: string) => limit("deletePerAccount", userId),
  signupPerIp: (ip: string) => limit("signupPerIp", ip),
  linkPerIp: (ip: string) => limit("linkPerIp", ip),
  linkPerAccount: (account: string) => limit("linkPerAccount", account),
  linkPerAccountKnownIp: (email: string, ip: string) => limit("linkPerAccountKnownIp", `${email}|${ip}`),
  contactPerIp: (ip: string) => limit("contactPerIp", ip),
  accountExistsMailsPerAccount: (email: string) => limit("accountExistsMailsPerAccount", email),
  capturePaymentPerAccount: (userId: string) => limit("capturePaymentPerAccount", userId),
  reviewWritesPerAccount: (userId: string) => limit("reviewWritesPerAccount", userId),
  textsPerPhone: (phone: string) => limit("textsPerPhone", phone),
  codesPerIp: (ip: string) => limit("codesPerIp", ip),
  newNumberCodesPerIp: (ip: string) => limit("newNumberCodesPerIp", ip),
  newNumberCodesPerNetwork: (network: string) => limit("newNumberCodesPerNetwork", network),
  codeFailuresPerIp: (ip: string) => limit("codeFailuresPerIp", ip),
  codeFailuresPerNetwork: (network: string) => limit("codeFailuresPerNetwork", network),
  serviceabilityPerIp: (ip: string) => limit("serviceabilityPerIp", ip),
  pinCodePerIp: (ip: string) => limit("pinCodePerIp", ip),
  suggestPerIp: (ip: string) => limit("suggestPerIp", ip),
  stockNoticesPerIp: (ip: string) => limit("stockNoticesPerIp", ip),
  stockNoticesPerContact: (contact: string) => limit("stockNoticesPerContact", contact),
  upiChecksPerAccount: (userId: string) => limit("upiChecksPerAccount", userId),
  giftCardTriesPerAccount: (userId: string) => limit("giftCardTriesPerAccount", userId),
  giftCardTriesPerIp: (ip: string) => limit("giftCardTriesPerIp", ip),
  productViewPerVisitor: (visitor: string, productId: string) => limit("productViewPerVisitor", `${visitor}|${productId}`),
};

/** The key under which a limit's counter is stored. */
export function storedKey({ rule, key }: Limit): string {
  return `${rule}:${key}`;
}

const store = globalThis as unknown as { rateLimiters?: Map<Rule, RateLimiterAbstract>; rateLimitPool?: Pool };

async function limiter(rule: Rule): Promise<RateLimiterAbstract> {
  store.rateLimiters ??= new Map();
  let found = store.rateLimiters.get(rule);
  if (!found) {
    const options = { keyPrefix: rule, points: RULES[rule].max, duration: RULES[rule].windowSeconds };
    const { REDIS_URL, DATABASE_URL } = getEnv();
    if (REDIS_URL) {
      found = new RateLimiterRedis({ ...options, storeClient: await getRedis(REDIS_URL), useRedisPackage: true });
    } else {
      if (!store.rateLimitPool) {
        store.rateLimitPool = new Pool({ connectionString: DATABASE_URL, max: 4 });
        // An idle connection the database drops (a restart, a shutdown) is replaced on next use;
        // unheard, its error would crash the server.
        store.rateLimitPool.on("error", (error) => console.warn(`rate-limit pool: ${error.message}`));
        const pool = store.rateLimitPool;
        onShutdown("rate-limit pool", () => {
          store.rateLimiters = undefined;
          store.rateLimitPool = undefined;
          return pool.end();
        });
      }
      // The table comes from our migrations; one purge for all rules (the scheduled job
      // rate-limit.purge, lib/jobs) replaces the library's timers.
      found = new RateLimiterPostgres({
        ...options,
        storeClient: store.rateLimitPool,
        storeType: "pool",
        tableName: "RateLimit",
        tableCreated: true,
        clearExpiredByTimeout: false,
      });
    }
    store.rateLimiters.set(rule, found);
  }
  return found;
}

function tooMany(msBeforeNext: number): AppError {
  const minutes = Math.max(1, Math.ceil(msBeforeNext / 60_000));
  return new AppError("rate_limited", `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`);
}

// The library refuses by rejecting with a RateLimiterRes (a store failure rejects with an Error).
// Judged by shape: the production bundle can hold a second copy of the class, defeating instanceof.
function isRefusal(error: unknown): error is RateLimiterRes {
  return (
    typeof error === "object" && error !== null && !(error instanceof Error) && typeof (error as RateLimiterRes).msBeforeNext === "number"
  );
}

/** Counts one attempt against each limit in turn; throws 429 once one of them is exceeded. */
export async function hit(...limits: Limit[]): Promise<void> {
  for (const { rule, key } of limits) {
    try {
      await (await limiter(rule)).consume(key);
    } catch (error) {
      if (isRefusal(error)) throw tooMany(error.msBeforeNext);
      throw error;
    }
  }
}

/** Throws 429 when any of the limits is used up in this window, counting nothing. */
export async function refuseWhenSpent(...limits: Limit[]): Promise<void> {
  for (const { rule, key, max } of limits) {
    const used = await (await limiter(rule)).get(key);
    if (used && used.consumedPoints >= max) throw tooMany(used.msBeforeNext);
  }
}

/** Counts one use of a limit; false once it is used up in this window (nothing is thrown). */
export async function firstInWindow(limit: Limit): Promise<boolean> {
  try {
    await hit(limit);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === "rate_limited") return false;
    throw error;
  }
}

/** Takes back one counted attempt (one that turned out not to be a failure). */
export async function refund(limit: Limit): Promise<void> {
  await (await limiter(limit.rule)).reward(limit.key, 1);
}

/** Marks a key as seen, for the rule's whole window from now. */
export async function remember(limit: Limit): Promise<void> {
  await (await limiter(limit.rule)).set(limit.key, 1, RULES[limit.rule].windowSeconds);
}

/** Whether a key was marked within its window. */
export async function remembered(limit: Limit): Promise<boolean> {
  return (await (await limiter(limit.rule)).get(limit.key)) !== null;
}

/** Forgets a counter. */
export async function clear(limit: Limit): Promise<void> {
  await (await limiter(limit.rule)).delete(limit.key);
}

/** Removes the PostgreSQL counters whose window is over (Redis expires its own). */
export async function purgeExpiredCounters(): Promise<number> {
  const { count } = await getDb().rateLimit.deleteMany({ where: { expire: { lte: BigInt(Date.now()) } } });
  return count;
}
