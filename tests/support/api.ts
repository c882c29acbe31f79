import { randomBytes, randomInt, randomUUID } from "node:crypto";
import sharp from "sharp";
import { expect } from "vitest";
import { POST as signinRoute } from "@/app/api/v1/user/signin/route";
import { POST as signupRoute } from "@/app/api/v1/user/signup/route";
import type { AddressInput } from "@/lib/accounts/address-schema";
import type { AddressView, UserView } from "@/lib/accounts/user-view";
import { getDb } from "@/lib/db";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { readableEmail } from "@/lib/email/mailbox";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { CLIENT_IP_HEADER } from "@/lib/http/request/client-ip";
import { PUNE_ADDRESS } from "./factories";
import { workOffJobs } from "./jobs";

// Calling the /api/v1 route handlers directly, as Next.js would, in the integration tests.

/** The app's own origin (APP_URL), the one the cookie door accepts for changes. */
export const APP_ORIGIN = new URL(getEnv().APP_URL).origin;

/** Auth.js's session cookie name over http (APP_URL is http in the tests). */
export const SESSION_COOKIE = "authjs.session-token";

/**
 * The test file's database, shared with the code under test. Read through getDb() on each use: a
 * worker's files share this module, and each file has a database (and a client) of its own.
 */
export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, key) {
    const client = getDb();
    const value: unknown = Reflect.get(client, key);
    return typeof value === "function" ? value.bind(client) : value;
  },
});

export type RouteHandler = (request: Request) => Promise<Response>;

export type ListedUser = {
  _id: string;
  id: string;
  fullname: string;
  email: string;
  phone: string | null;
  role: "ADMIN" | "CUSTOMER";
  userType: "Admin" | "User";
  isVerified: boolean;
  createdAt: string;
};

/** Every field the account routes answer with; each is optional, the tests check which are there. */
export type ApiBody = {
  success: boolean;
  message?: string;
  errors?: Record<string, string>;
  token?: string;
  user?: UserView;
  updatedUser?: UserView;
  address?: AddressView[];
  users?: ListedUser[];
  pagination?: { currentPage: number; totalPages: number; total: number };
};

export type CallOptions = {
  method?: string;
  /** Path with its query string, e.g. "/api/v1/user/getAllUsers?page=2". */
  path: string;
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as is, as application/json unless `headers` names another type (for broken bodies). */
  raw?: string;
  /** Sent as multipart/form-data. */
  form?: FormData | Record<string, string | Blob>;
  /** Bearer token. */
  token?: string;
  /** A whole Cookie header, e.g. sessionCookie(token). */
  cookie?: string;
  origin?: string;
  /** The client's address, as our server passes it on; a fresh random one when not given. */
  ip?: string;
  headers?: Record<string, string>;
};

export type CallResult = { status: number; body: ApiBody; response: Response };

export async function call(handler: RouteHandler, options: CallOptions): Promise<CallResult> {
  const headers = new Headers(options.headers);
  headers.set(CLIENT_IP_HEADER, options.ip ?? randomIp());
  if (options.token !== undefined) headers.set("authorization", `Bearer ${options.token}`);
  if (options.cookie !== undefined) headers.set("cookie", options.cookie);
  if (options.origin !== undefined) headers.set("origin", options.origin);

  let body: BodyInit | undefined;
  if (options.form !== undefined) {
    body = options.form instanceof FormData ? options.form : toFormData(options.form);
  } else if (options.raw !== undefined) {
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
    body = options.raw;
  } else if (options.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(options.json);
  }

  const method = options.method ?? (body === undefined ? "GET" : "POST");
  const response = await handler(new Request(new URL(options.path, APP_ORIGIN), { method, headers, body }));
  const text = await response.clone().text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${method} ${options.path} answered ${response.status} with a body that is not JSON: ${text.slice(0, 200)}`);
  }
  return { status: response.status, body: parsed as ApiBody, response };
}

function toFormData(fields: Record<string, string | Blob>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === "string") form.append(key, value);
    else form.append(key, value, value instanceof File ? value.name : "upload.bin");
  }
  return form;
}

/** A random address in 10.0.0.0/8, so one test's per-IP counters never meet another's. */
/** The headers of a request from `ip` (with a bearer token), as the server reads them: for pages, which read next/headers. */
export function requestFrom(ip: string, token?: string): Headers {
  const headers = new Headers({ [CLIENT_IP_HEADER]: ip });
  if (token) headers.set("authorization", `Bearer ${token}`);
  return headers;
}

export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomUUID()}@example.com`;
}

export function sessionCookie(token: string): string {
  return `${SESSION_COOKIE}=${token}`;
}

export type TestUser = { id: string; email: string; password: string; fullname: string; token: string; ip: string };

export function signupBody(email: string, password: string, fullname = "Asha Verma") {
  return { fullname, email, password, confirmPassword: password };
}

/** Signs a new customer up and in through the API. */
export async function signupAndLogin(
  options: { email?: string; password?: string; fullname?: string; ip?: string } = {},
): Promise<TestUser> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? `Pw-${randomBytes(6).toString("hex")}`;
  const fullname = options.fullname ?? "Asha Verma";
  const ip = options.ip ?? randomIp();
  const signup = await call(signupRoute, { path: "/api/v1/user/signup", json: signupBody(email, password, fullname), ip });
  if (signup.status !== 200) throw new Error(`signup failed: ${signup.status} ${JSON.stringify(signup.body)}`);
  const token = await login(email, password, ip);
  const { id } = await db.user.findUniqueOrThrow({ where: { email: email.toLowerCase() }, select: { id: true } });
  return { id, email, password, fullname, token, ip };
}

/** Signs in through the API and returns the bearer token (throws when refused). */
export async function login(email: string, password: string, ip = randomIp()): Promise<string> {
  const signin = await call(signinRoute, { path: "/api/v1/user/signin", json: { email, password }, ip });
  if (signin.status !== 200 || typeof signin.body.token !== "string") {
    throw new Error(`signin failed: ${signin.status} ${JSON.stringify(signin.body)}`);
  }
  return signin.body.token;
}

/**
 * The outbox emails sent to an address, oldest first, as the development mailbox shows them,
 * once the job queue has been worked off (their deliveries, and the reset links still to mail).
 */
export async function outboxFor(email: string) {
  await workOffJobs();
  const rows = await db.emailOutbox.findMany({ where: { to: email }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return rows.map((row) => ({ ...row, ...readableEmail(row) }));
}

export type LinkKind = "verify" | "reset-password";

/** The one-time tokens of the links of one kind mailed to an address, oldest first. */
export async function mailedTokens(email: string, kind: LinkKind): Promise<string[]> {
  const pattern = new RegExp(`${escapeRegExp(getEnv().APP_URL)}/${kind}/([A-Za-z0-9_-]+)`);
  return (await outboxFor(email)).flatMap((row) => {
    const match = pattern.exec(row.text);
    return match?.[1] ? [match[1]] : [];
  });
}

/** The newest link token of a kind mailed to an address; throws when there is none. */
export async function latestToken(email: string, kind: LinkKind): Promise<string> {
  const tokens = await mailedTokens(email, kind);
  const token = tokens.at(-1);
  if (!token) throw new Error(`No ${kind} link was mailed to ${email}`);
  return token;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A real 300×300 PNG. */
export async function pngFile(name = "me.png"): Promise<File> {
  const bytes = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#884422" } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: "image/png" });
}

/** A valid address (Pune, Maharashtra) with the given changes. */
export function addressInput(overrides: Partial<Record<keyof AddressInput, unknown>> = {}): Record<string, unknown> {
  return { ...PUNE_ADDRESS, name: "Asha Verma", ...overrides };
}

/** The columns of a ₹1,050 cash-on-delivery order to Pune, for orders written directly. */
export const ORDER_ROW = {
  paymentType: "COD",
  shipName: "Asha Verma",
  shipAddressLine1: "12 MG Road",
  shipAddressLine2: "Near the park",
  shipCity: "Pune",
  shipState: "Maharashtra",
  shipPinCode: "411001",
  shipPhoneNumber: "9876543210",
  subtotalPaise: 100_000,
  gstPaise: 5_000,
  discountPaise: 0,
  totalPaise: 105_000,
} as const;

/** An order of the user, written directly (the checkout is not under test here). */
export async function createOrderFor(userId: string) {
  return db.order.create({ data: { ...ORDER_ROW, publicOrderId: `T-${randomUUID()}`, userId } });
}

/** The AppError a domain function refuses with (the test fails if it resolves or throws anything else). */
export async function refusal(run: () => Promise<unknown>): Promise<AppError> {
  const error = await run().then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}
