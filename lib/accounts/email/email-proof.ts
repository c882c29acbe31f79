import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import { pathIn } from "@/lib/i18n/message-path";
import { hashToken, type UsedToken } from "@/lib/auth/user-tokens";
import { getDb } from "@/lib/db";
import { queueEmail } from "@/lib/email/send-email";
import { waysRemovedEmail } from "@/lib/email/templates";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { displayMobile } from "@/lib/phone";
import { isUniqueClash } from "@/lib/to-app-error";

// What a link proves (decision 096): the one address it was mailed to. A mobile number proved by
// a code says nothing about the email, so on an account made with an email, whatever was added
// while that email was unproved is undone the first time it is proved, by a verification link
// or a reset: the mobile number goes, and every session but the one holding the link ends.

const EMAIL_TAKEN = "This email belongs to another account. Log in with it, or add another email.";

export type ProvedEmail = { email: string; firstProof: boolean; removedMobile: string | null };

type ProofOptions = {
  /** The session that opened the link, kept open (a verification link opened while logged in). */
  keepSessionId?: string;
  /** More writes of the same transaction (a reset's new password). */
  also?: (tx: Prisma.TransactionClient) => Promise<void>;
};

type Held = {
  email: string | null;
  pendingEmail: string | null;
  emailVerifiedAt: Date | null;
  mobile: string | null;
  fullname: string;
  language: Locale;
};

/** The way in removed, as her email names it (decision 122). */
const MOBILE_REMOVED: Record<Locale, (mobile: string) => string> = {
  en: (mobile) => `the mobile number ${mobile}`,
  hi: (mobile) => `मोबाइल नंबर ${mobile}`,
};

/**
 * Proves the address `used` was sent to, under a lock on the account and in one conditional
 * update: it must still be the account's pending email (or, with none pending, its email). Null
 * when it is not: a link to an address the account no longer waits for proves nothing.
 */
export async function proveEmail(used: UsedToken, options: ProofOptions = {}): Promise<ProvedEmail | null> {
  try {
    return await getDb().$transaction(async (tx) => {
      const [held] = await tx.$queryRaw<Held[]>`
        SELECT email, "pendingEmail", "emailVerifiedAt", mobile, fullname, language::text AS language FROM "User" WHERE id = ${used.userId} FOR UPDATE`;
      const address = held?.pendingEmail ?? held?.email;
      if (!held || !address || hashToken(address) !== used.sentToHash) return null;
      const firstProof = held.email !== null && held.emailVerifiedAt === null;
      const removedMobile = firstProof ? held.mobile : null;
      const { count } = await tx.user.updateMany({
        where: { id: used.userId, email: held.email, pendingEmail: held.pendingEmail },
        data: {
          email: address,
          pendingEmail: null,
          isVerified: true,
          emailVerifiedAt: held.emailVerifiedAt ?? new Date(),
          ...(firstProof ? { mobile: null, mobileAddedAt: null } : {}),
        },
      });
      if (count === 0) return null;
      if (firstProof) {
        const others = options.keepSessionId ? { id: { not: options.keepSessionId } } : {};
        await tx.session.deleteMany({ where: { userId: used.userId, ...others } });
      }
      await options.also?.(tx);
      if (removedMobile) {
        const { language } = held;
        const removed = [MOBILE_REMOVED[language](displayMobile(removedMobile))];
        const link = `${getEnv().APP_URL}${pathIn(language, "/myaccount")}`;
        await queueEmail({ to: address, ...waysRemovedEmail({ fullname: held.fullname, link, removed, language }) }, tx);
      }
      return { email: address, firstProof, removedMobile };
    });
  } catch (error) {
    if (isUniqueClash(error)) throw new AppError("conflict", EMAIL_TAKEN);
    throw error;
  }
}
