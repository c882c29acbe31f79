import "server-only";
import { getEnv } from "@/lib/env";
import type { Prisma, ReminderKind } from "@/lib/generated/prisma/client";
import { hasConsent } from "@/lib/privacy/consents";
import type { ConsentChannel, ConsentPurpose } from "@/lib/privacy/schemas";
import { whatsAppProvider } from "@/lib/sms/providers/provider";

// Where a reminder may go (decision 111): the first of the owner's channels that the shop can send
// on and that reaches a proved contact of hers who agreed to the reminder's purpose on it: cart
// reminders for a cart, offers for a wishlisted size on sale or cheaper.

type Db = Pick<Prisma.TransactionClient, "consent" | "user">;
type Reach = { channel: ConsentChannel; contact: string };

export const purposeOf = (kind: ReminderKind): ConsentPurpose => (kind === "WISHLIST_PRICE" ? "MARKETING_OFFERS" : "CART_REMINDERS");

/**
 * WhatsApp when the Cloud API (or the twin) is there; SMS only for a cart, with its DLT promotional
 * template (the wishlist's words have none); email always.
 */
function channelWorks(channel: ConsentChannel, kind: ReminderKind): boolean {
  const env = getEnv();
  if (channel === "WHATSAPP") return whatsAppProvider() !== null;
  if (channel === "SMS") return kind !== "WISHLIST_PRICE" && Boolean(env.MSG91_AUTH_KEY && env.MSG91_CART_REMINDER_TEMPLATE_ID);
  return true;
}

export async function reachFor(userId: string, kind: ReminderKind, channels: readonly ConsentChannel[], db: Db): Promise<Reach | null> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true, emailVerifiedAt: true, mobile: true } });
  if (!user) return null;
  for (const channel of channels) {
    const contact = channel === "EMAIL" ? (user.emailVerifiedAt ? user.email : null) : user.mobile;
    if (contact && channelWorks(channel, kind) && (await hasConsent(contact, purposeOf(kind), channel, db))) return { channel, contact };
  }
  return null;
}
