import "server-only";
import { z } from "zod";
import type { Ctx } from "@/lib/auth/caller";
import { requireUser } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { parseInput } from "@/lib/validation";

// A shopper's language, kept on her account for her emails, texts and WhatsApp messages (decision
// 122). The page she signs up, signs in or orders from tells it (English at the root, Hindi under
// /hi); her account page changes it. Never guessed from Accept-Language, and a call that names no
// language (the spec's API) leaves it as it is.
const languageSchema = z.object({ language: z.enum(LOCALES, { error: "language must be en or hi" }) });

/** The language a page sent with its form, or undefined when it sent none (or something else). */
export function pageLanguage(value: unknown): Locale | undefined {
  return LOCALES.find((locale) => locale === value);
}

/** Keeps the page's language on the account found by `where`; nothing when the page said none. */
export async function keepLanguage(where: { id: string } | { email: string } | { mobile: string }, language: unknown): Promise<void> {
  const page = pageLanguage(language);
  if (page) await getDb().user.updateMany({ where: { ...where, language: { not: page } }, data: { language: page } });
}

/** The account page's choice: `{ language: "en" | "hi" }`. */
export async function setMyLanguage(ctx: Ctx, input: unknown): Promise<{ language: Locale }> {
  const caller = requireUser(ctx.caller);
  const { language } = parseInput(languageSchema, input);
  await getDb().user.update({ where: { id: caller.id }, data: { language } });
  return { language };
}

/** The caller's kept language, for the account page. */
export async function myLanguage(ctx: Ctx): Promise<Locale> {
  const caller = requireUser(ctx.caller);
  return (await getDb().user.findUniqueOrThrow({ where: { id: caller.id }, select: { language: true } })).language;
}
