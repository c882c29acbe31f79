import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireUser } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { parseInput } from "@/lib/validation";
import { PRIVACY_NOTICE_VERSION } from "./notice";
import { consentChangeSchema, PURPOSE_CHANNELS, type ConsentChannel, type ConsentPurpose, CONSENT_PURPOSES } from "./schemas";

// Consents to be messaged for a purpose on a channel (decision 103). Rows are only appended: each
// giving and each withdrawal is kept with its time, the notice's version and how it was given, and
// the latest row of a contact, purpose and channel is its state. No row means no consent.

type Db = Pick<Prisma.TransactionClient, "consent">;
export type ConsentState = { purpose: ConsentPurpose; channel: ConsentChannel; granted: boolean; grantedAt?: Date; withdrawnAt?: Date };

/** Whether the contact (a lower-case email or +91XXXXXXXXXX) may be sent this purpose on this channel now. */
export async function hasConsent(contact: string, purpose: ConsentPurpose, channel: ConsentChannel, db: Db = getDb()): Promise<boolean> {
  const latest = await db.consent.findFirst({
    where: { contact, purpose, channel },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { granted: true },
  });
  return latest?.granted === true;
}

type Change = { userId?: string | null; contact: string; purpose: ConsentPurpose; channel: ConsentChannel; granted: boolean; via: string };

/** Appends one giving or withdrawal, with the notice's current version. */
export async function recordConsent(change: Change, db: Db = getDb()): Promise<void> {
  await db.consent.create({ data: { ...change, userId: change.userId ?? null, noticeVersion: PRIVACY_NOTICE_VERSION } });
}

/** Where each channel reaches the account: its email, and its proved mobile for texts. */
async function reachOf(userId: string): Promise<Partial<Record<ConsentChannel, string>>> {
  const user = await getDb().user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, mobile: true } });
  return { EMAIL: user.email ?? undefined, SMS: user.mobile ?? undefined, WHATSAPP: user.mobile ?? undefined };
}

/** GET /user/consents: every purpose on every channel it is sent on, off until given. */
export async function getConsents(ctx: Ctx): Promise<ConsentState[]> {
  const caller = requireUser(ctx.caller);
  const reach = await reachOf(caller.id);
  const contacts = [...new Set(Object.values(reach).filter((contact) => contact !== undefined))];
  const rows = await getDb().consent.findMany({
    where: { contact: { in: contacts } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { contact: true, purpose: true, channel: true, granted: true, createdAt: true },
  });
  return CONSENT_PURPOSES.flatMap((purpose) =>
    PURPOSE_CHANNELS[purpose].map((channel) => {
      const history = rows.filter((row) => row.purpose === purpose && row.channel === channel && row.contact === reach[channel]);
      const latest = history.at(-1);
      if (!latest) return { purpose, channel, granted: false };
      return latest.granted
        ? { purpose, channel, granted: true, grantedAt: latest.createdAt }
        : { purpose, channel, granted: false, withdrawnAt: latest.createdAt };
    }),
  );
}

export const NO_CONTACT_FOR_CHANNEL = "Add a mobile number (or an email) to your account for this channel first";

/** PUT /user/consents: gives or withdraws one purpose on one channel, or on every channel reaching the account. */
export async function setConsent(ctx: Ctx, input: unknown, via: string): Promise<ConsentState[]> {
  const caller = requireUser(ctx.caller);
  const { purpose, granted, channel } = parseInput(consentChangeSchema, input);
  const reach = await reachOf(caller.id);
  const channels = (channel ? [channel] : PURPOSE_CHANNELS[purpose]).filter((each) => reach[each]);
  if (channels.length === 0) throw new AppError("validation", NO_CONTACT_FOR_CHANNEL, { channel: NO_CONTACT_FOR_CHANNEL });
  await getDb().$transaction(async (tx) => {
    for (const each of channels) {
      await recordConsent({ userId: caller.id, contact: reach[each]!, purpose, channel: each, granted, via }, tx);
    }
  });
  return getConsents(ctx);
}
