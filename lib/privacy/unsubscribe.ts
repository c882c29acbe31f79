import "server-only";
import { isSignedKey, signedKey } from "@/lib/auth/signed-key";
import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { parseInput } from "@/lib/validation";
import { recordConsent } from "./consents";
import {
  CHANNEL_LABELS,
  CONSENT_CHANNELS,
  CONSENT_PURPOSES,
  type ConsentChannel,
  type ConsentPurpose,
  PURPOSE_LABELS,
  STOP_LINK_INVALID,
  stopLinkSchema,
} from "./schemas";

// The unsubscribe link in every marketing message (decision 110): it names the contact, purpose and
// channel the message was sent under, signed with the shop's secret, so one tap withdraws that consent
// with no sign-in and nobody withdraws another's by editing the link.
const KEY_PURPOSE = "marketing-unsubscribe";

export type Reach = { contact: string; purpose: ConsentPurpose; channel: ConsentChannel };

const idOf = ({ contact, purpose, channel }: Reach) => Buffer.from(`${purpose} ${channel} ${contact}`).toString("base64url");

function reachOf(id: string): Reach | null {
  const [purpose, channel, contact] = Buffer.from(id, "base64url").toString().split(" ");
  const known = CONSENT_PURPOSES.find((each) => each === purpose);
  const on = CONSENT_CHANNELS.find((each) => each === channel);
  return known && on && contact ? { purpose: known, channel: on, contact } : null;
}

/** The page a marketing message links to: `https://…/unsubscribe/messages/<id>?key=…`. */
export function marketingUnsubscribeLink(reach: Reach): string {
  const id = idOf(reach);
  return new URL(`/unsubscribe/messages/${id}?key=${signedKey(KEY_PURPOSE, id)}`, getEnv().APP_URL).toString();
}

/** Where a mail client's one-click unsubscribe (RFC 8058) posts: the API door, id and key in the address. */
export function marketingOneClickUrl(reach: Reach): string {
  const id = idOf(reach);
  const url = new URL("/api/v1/user/unsubscribe", getEnv().APP_URL);
  url.search = new URLSearchParams({ id, key: signedKey(KEY_PURPOSE, id) }).toString();
  return url.toString();
}

/** What the link's page says it will stop, or null when the link is not the shop's. */
export function describeStopLink(id: string, key: string): string | null {
  const reach = isSignedKey(KEY_PURPOSE, id, key) ? reachOf(id) : null;
  return reach ? `${PURPOSE_LABELS[reach.purpose]}, by ${CHANNEL_LABELS[reach.channel]}` : null;
}

/** Withdraws the link's consent at once (kept, like every change). Pressing it twice is fine; a forged key is refused (403). */
export async function unsubscribeByLink(input: unknown): Promise<{ message: string }> {
  const { id, key } = parseInput(stopLinkSchema, input);
  const reach = isSignedKey(KEY_PURPOSE, id, key) ? reachOf(id) : null;
  if (!reach) throw new AppError("forbidden", STOP_LINK_INVALID);
  const owner = await getDb().user.findFirst({
    where: { OR: [{ email: reach.contact }, { mobile: reach.contact }] },
    select: { id: true },
  });
  await recordConsent({ ...reach, userId: owner?.id ?? null, granted: false, via: "unsubscribe link" });
  return { message: `You will get no more of these messages: ${PURPOSE_LABELS[reach.purpose].toLowerCase()}.` };
}
