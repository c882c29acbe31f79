import { afterAll, beforeAll } from "vitest";
import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { Role } from "@/lib/generated/prisma/enums";
import { seedDemo } from "../../../prisma/seed";
import { CLIENT_IP_HEADER } from "@/lib/http/request/client-ip";
import { makeUser as makeTestUser } from "../../support/factories";

export { makeCategory, makeProduct } from "../../support/factories";

// The catalogue tests run on their file's own database loaded with the demo seed at a fixed moment,
// plus hand-made products where a test needs exact figures.

export const NOW = new Date("2026-11-22T06:00:00+05:30");
export const SEED_SIZE = 120;

/**
 * Seeds this test file's database (its own copy of the run's template). The limit is a net for a hung seed, not
 * a speed limit: `npm test` runs these files at the lowest CPU priority beside the e2e journeys, where nine files
 * seeding at once have taken more than 180 s (twice, on a slow machine).
 */
export function withSeededCatalog(): void {
  beforeAll(() => seedDemo(getDb(), { size: SEED_SIZE, now: NOW }), 600_000);
  afterAll(() => getDb().$disconnect());
}

export const db = (): PrismaClient => getDb();

export type RouteHandler = (request: Request) => Promise<Response>;
export type CallResult<T> = { status: number; body: T };

/** Calls a route handler as Next.js would. */
export async function call<T = Record<string, unknown>>(
  handler: RouteHandler,
  path: string,
  options: { method?: string; json?: unknown; token?: string } = {},
): Promise<CallResult<T>> {
  const headers = new Headers({ [CLIENT_IP_HEADER]: "10.1.2.3" });
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  let body: string | undefined;
  if (options.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(options.json);
  }
  const request = new Request(new URL(path, getEnv().APP_URL), { method: options.method ?? (body ? "POST" : "GET"), headers, body });
  const response = await handler(request);
  return { status: response.status, body: (await response.json()) as T };
}

/** A verified user written directly, with a bearer token. */
export const makeUser = (role: Role = "CUSTOMER", fullname = "Test Shopper") => makeTestUser({ role, fullname });

/** Sorts ids the way PostgreSQL's "C" collation does (the tie-breaker of every listing). */
export function byId(a: { id: string }, b: { id: string }): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
