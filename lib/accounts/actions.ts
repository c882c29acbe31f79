"use server";

import { cookies } from "next/headers";
import { loginErrorMessage, PHONE_PROVIDER, signIn, signOut } from "@/lib/accounts/sign-in/nextauth";
import { usesSecureCookies } from "@/lib/auth/session-token";
import { getDb } from "@/lib/db";
import { runAction, type ActionResult } from "@/lib/http/action";
import { log } from "@/lib/log";
import { addAddress, removeAddress, updateAddress } from "./address-book";
import { sendCloseAccountCode } from "./close-proof";
import { deleteAccount, updateProfile } from "./profile";
import { requestPasswordReset, resetPassword } from "./email/password-reset";
import { requestSignInCode } from "./sign-in/phone-sign-in";
import { addEmail, addPhone, requestAddPhoneCode, setFirstPassword } from "./sign-in-ways";
import { keepLanguage, pageLanguage, setMyLanguage } from "./language";
import { loginSchema, phoneCodeSchema, signupSchema } from "./schemas";
import { logoutEverywhere } from "./sign-in/sessions";
import { signup } from "./email/signup";
import { requestVerificationLink, verifyAccount, verifyWithToken } from "./email/verification";

// The web door of the accounts domain: thin calls, no rules of their own.
const PENDING_VERIFY_COOKIE = "pending_verify";

/**
 * Signs up, then logs in with the same email and password, so a new shopper carries on where they
 * were. `signedIn` is false when the email already had an account with another password: that
 * visitor is sent to log in, as anyone who signed up then logged in would learn (docs/decisions/050).
 */
export async function signupAction(input: unknown, language?: unknown): Promise<ActionResult<{ message: string; signedIn: boolean }>> {
  const result = await runAction((ctx) => signup(ctx, input, pageLanguage(language)));
  if (!result.ok) return result;
  const { email, password } = signupSchema.parse(input);
  try {
    await signIn("credentials", { email, password, redirect: false });
  } catch (error) {
    // The account exists either way; whatever stopped the login, the visitor can log in next.
    if (!loginErrorMessage(error)) log.error({ err: error }, "login after sign-up failed");
    return { ok: true, data: { ...result.data, signedIn: false } };
  }
  return { ok: true, data: { ...result.data, signedIn: true } };
}

/** Signs in through one of Auth.js's providers; a refusal comes back in its own words. */
async function signInThrough(provider: string, input: unknown): Promise<ActionResult<null>> {
  try {
    await signIn(provider, { ...(input as object), redirect: false });
    return { ok: true, data: null };
  } catch (error) {
    const message = loginErrorMessage(error);
    if (message) return { ok: false, message };
    throw error;
  }
}

/** Texts a sign-in code to the number, in the page's language. */
export async function requestSignInCodeAction(input: unknown, language?: unknown) {
  return runAction((ctx) => requestSignInCode(ctx, input, pageLanguage(language)));
}

/** Logs in (or signs up) with a mobile number and its code; the account keeps the page's language. */
export async function phoneLoginAction(input: unknown, language?: unknown): Promise<ActionResult<null>> {
  const login = await signInThrough(PHONE_PROVIDER, input);
  if (login.ok) await keepLanguage({ mobile: phoneCodeSchema.parse(input).phone }, language);
  return login;
}

/** Logs in through Auth.js, then uses a verification link opened before logging in; the account keeps the page's language. */
export async function loginAction(input: unknown, language?: unknown): Promise<ActionResult<{ verified: boolean; home: string }>> {
  const login = await signInThrough("credentials", input);
  if (!login.ok) return login;
  const { email } = loginSchema.parse(input);
  await keepLanguage({ email }, language);
  // Where the login leaves them unless they were headed elsewhere: the owner's work is the back office.
  const { role } = await getDb().user.findUniqueOrThrow({ where: { email }, select: { role: true } });
  const home = role === "ADMIN" ? "/admin" : "/myaccount";
  const jar = await cookies();
  const pending = jar.get(PENDING_VERIFY_COOKIE)?.value;
  let verified = false;
  if (pending) {
    jar.delete(PENDING_VERIFY_COOKIE);
    const user = await getDb().user.findUniqueOrThrow({
      where: { email },
      // The session this login just opened is the newest: it stays, the others end (email-proof.ts).
      select: { id: true, isVerified: true, sessions: { select: { id: true }, orderBy: { createdAt: "desc" }, take: 1 } },
    });
    const opened = user.sessions[0];
    verified = !user.isVerified && opened !== undefined && (await verifyWithToken(user.id, pending, opened.id));
  }
  return { ok: true, data: { verified, home } };
}

/** A visitor opened a verification link: keep it (httpOnly, 24 h) until they log in. */
export async function rememberVerificationAction(token: string): Promise<void> {
  if (typeof token !== "string" || token.length > 200) return;
  (await cookies()).set(PENDING_VERIFY_COOKIE, token, {
    httpOnly: true,
    secure: usesSecureCookies(),
    sameSite: "lax",
    path: "/",
    maxAge: 24 * 60 * 60,
  });
}

export async function logoutAction(): Promise<void> {
  await signOut({ redirect: false });
}

export async function logoutEverywhereAction() {
  const result = await runAction((ctx) => logoutEverywhere(ctx));
  if (result.ok) await signOut({ redirect: false });
  return result;
}

export async function verifyAccountAction(token: string) {
  return runAction((ctx) => verifyAccount(ctx, { token }));
}

export async function requestVerificationLinkAction() {
  return runAction((ctx) => requestVerificationLink(ctx));
}

export async function requestPasswordResetAction(input: unknown) {
  return runAction((ctx) => requestPasswordReset(ctx, input));
}

/** Resets the password; the old sessions end with it, so this browser logs out too. */
export async function resetPasswordAction(input: unknown) {
  const result = await runAction((ctx) => resetPassword(ctx, input));
  if (result.ok) await signOut({ redirect: false });
  return result;
}

export async function updateProfileAction(form: FormData) {
  return runAction((ctx) => updateProfile(ctx, Object.fromEntries(form)));
}

/** Texts the code that closes a password-less (phone) account. */
export async function sendCloseAccountCodeAction() {
  return runAction((ctx) => sendCloseAccountCode(ctx));
}

export async function deleteAccountAction(input: unknown) {
  const result = await runAction((ctx) => deleteAccount(ctx, input));
  if (result.ok) await signOut({ redirect: false });
  return result;
}

export async function addAddressAction(input: unknown) {
  return runAction((ctx) => addAddress(ctx, input));
}

export async function updateAddressAction(input: unknown) {
  return runAction((ctx) => updateAddress(ctx, input));
}

export async function removeAddressAction(id: string) {
  return runAction((ctx) => removeAddress(ctx, { id }));
}

export async function requestAddPhoneCodeAction(input: unknown) {
  return runAction((ctx) => requestAddPhoneCode(ctx, input));
}

export async function addPhoneAction(input: unknown) {
  return runAction((ctx) => addPhone(ctx, input));
}

export async function addEmailAction(input: unknown) {
  return runAction((ctx) => addEmail(ctx, input));
}

export async function setFirstPasswordAction(input: unknown) {
  return runAction((ctx) => setFirstPassword(ctx, input));
}

/** The account page's language of her emails and texts (decision 122). */
export async function setLanguageAction(input: unknown) {
  return runAction((ctx) => setMyLanguage(ctx, input));
}
