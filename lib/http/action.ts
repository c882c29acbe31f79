import "server-only";
import { cookies, headers } from "next/headers";
import { callerFrom, type Ctx } from "@/lib/auth/caller";
import type { AppErrorCode } from "@/lib/errors";
import { log } from "@/lib/log";
import { toAppError } from "@/lib/to-app-error";
import { clientIp } from "./request/request-meta";

// The server-action door: the same domain functions as /api/v1, with errors returned as
// data so the form can show them (Next.js hides thrown messages in production).
// `code` tells a form which kind of refusal it got (a 409 for stock that ran out: offer the other choice).
export type ActionResult<T> = { ok: true; data: T } | { ok: false; message: string; fields?: Record<string, string>; code?: AppErrorCode };

export async function actionContext(): Promise<Ctx> {
  const requestHeaders = await headers();
  return { caller: await callerFrom(requestHeaders), ip: clientIp(requestHeaders) };
}

/**
 * The caller as this action's cookies stand now: a login earlier in the same action (which set a
 * new session cookie on the response) counts, though the request came without it.
 */
export async function actionContextAfterLogin(): Promise<Ctx> {
  const requestHeaders = new Headers(await headers());
  const current = (await cookies()).getAll().filter(({ value }) => value !== "");
  requestHeaders.set("cookie", current.map(({ name, value }) => `${name}=${encodeURIComponent(value)}`).join("; "));
  return { caller: await callerFrom(requestHeaders), ip: clientIp(requestHeaders) };
}

export async function runAction<T>(run: (ctx: Ctx) => Promise<T>, context: () => Promise<Ctx> = actionContext): Promise<ActionResult<T>> {
  try {
    return { ok: true, data: await run(await context()) };
  } catch (error) {
    const known = toAppError(error);
    if (known) return { ok: false, message: known.message, code: known.code, ...(known.fields ? { fields: known.fields } : {}) };
    log.error({ err: error }, "server action failed");
    return { ok: false, message: "Something went wrong. Please try again." };
  }
}
