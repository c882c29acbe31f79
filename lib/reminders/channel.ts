import "server-only";
import { getEnv } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import { hasConsent } from "@/lib/privacy/consents";
import type { ConsentChannel } from "@/lib/privacy/schemas";
import { whatsAppProvider } from "@/lib/sms/provider";

// Where a reminder may go (decision 111): the first of the owner's channels that the shop can send
// on and that reaches a proved contact of hers who agreed to cart reminders on it.

type Db = Pick<Prisma.TransactionClient, "consent" | "user">;
type Reach = { channel: ConsentChannel; contact: string };

/** WhatsApp when the Cloud API (or the twin) is there; SMS only with a DLT promotional template; email always. */
function channelWorks(channel: ConsentChannel): boolean {
  const env = getEnv();
  if (channel === "WHATSAPP") return whatsAppProvider() !== null;
  if (channel === "SMS") return Boolean(env.MSG91_AUTH_KEY && env.MSG91_CART_REMINDER_TEMPLATE_ID);
  return true;
}

export async function reachFor(userId: string, channels: readonly ConsentChannel[], db: Db): Promise<Reach | null> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true, emailVerifiedAt: true, mobile: true } });
  if (!user) return null;
  for (const channel of channels) {
    const contact = channel === "EMAIL" ? (user.emailVerifiedAt ? user.email : null) : user.mobile;
    if (contact && channelWorks(channel) && (await hasConsent(contact, "CART_REMINDERS", channel, db))) return { channel, contact };
  }
  return null;
}
