"use server";

import { cookies } from "next/headers";
import { loginAction, phoneLoginAction, signupAction } from "@/lib/accounts/actions";
import { usesSecureCookies } from "@/lib/auth/session-token";
import { actionContextAfterLogin, runAction, type ActionResult } from "@/lib/http/action";
import { safeNextPath } from "@/lib/safe-path";
import { parseInput } from "@/lib/validation";
import { INTENT_COOKIE, INTENT_MAX_AGE_SECONDS, readIntentCookie } from "./cookie";
import { performIntent, type IntentDone } from "./perform-intent";
import { intentSchema } from "./schemas";

// The web door of a visitor's intent: remembered in an httpOnly cookie when they tap (a server
// action, so only this site's own pages can set it), done once after they log in or sign up.
// `language`: the page's, kept on the account for her messages (decision 122).

/** A visitor tapped Add to Cart, Buy Now or Add to Wishlist with a size chosen. */
export async function rememberIntentAction(input: unknown): Promise<ActionResult<null>> {
  return runAction(async () => {
    const intent = parseInput(intentSchema, input);
    (await cookies()).set(INTENT_COOKIE, JSON.stringify(intent), {
      httpOnly: true,
      secure: usesSecureCookies(),
      sameSite: "lax",
      path: "/",
      maxAge: INTENT_MAX_AGE_SECONDS,
    });
    return null;
  });
}

/**
 * Right after a login or sign-up whose way back is `next`: does the remembered intent when it was
 * made on that page, and forgets it either way (it is done at most once). Null when there is none.
 */
async function resumeIntent(next: unknown): Promise<ActionResult<IntentDone> | null> {
  const jar = await cookies();
  const stored = jar.get(INTENT_COOKIE)?.value;
  if (!stored) return null;
  jar.delete(INTENT_COOKIE);
  const intent = readIntentCookie(stored);
  const back = typeof next === "string" ? safeNextPath(next) : null;
  if (!back || typeof intent !== "object" || intent === null || (intent as { path?: unknown }).path !== back) return null;
  // As the shopper who just logged in, in this same request.
  return runAction((ctx) => performIntent(ctx, intent), actionContextAfterLogin);
}

/** What was done for the visitor after logging in (null: nothing was waiting). */
type Resumed = { resumed: ActionResult<IntentDone> | null };

/** The login form: logs in, then does what the visitor asked for before (`resumed`, null if nothing). */
export async function loginAndResumeAction(
  input: unknown,
  next: unknown,
  language?: unknown,
): Promise<ActionResult<{ verified: boolean; home: string } & Resumed>> {
  const login = await loginAction(input, language);
  if (!login.ok) return login;
  return { ok: true, data: { ...login.data, resumed: await resumeIntent(next) } };
}

/** The mobile-number form: logs in (or signs up) with the code, then does what the visitor asked for before. */
export async function phoneLoginAndResumeAction(input: unknown, next: unknown, language?: unknown): Promise<ActionResult<Resumed>> {
  const login = await phoneLoginAction(input, language);
  if (!login.ok) return login;
  return { ok: true, data: { resumed: await resumeIntent(next) } };
}

/** The sign-up form: signs up and, when that logged the visitor in, does what they asked for before. */
export async function signupAndResumeAction(
  input: unknown,
  next: unknown,
  language?: unknown,
): Promise<ActionResult<{ message: string; signedIn: boolean } & Resumed>> {
  const signup = await signupAction(input, language);
  if (!signup.ok) return signup;
  // Not logged in (the email had an account): the intent waits for the login.
  return { ok: true, data: { ...signup.data, resumed: signup.data.signedIn ? await resumeIntent(next) : null } };
}
