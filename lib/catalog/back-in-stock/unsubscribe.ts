import "server-only";
import { isSignedKey, signedKey } from "@/lib/auth/signed-key";
import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { recordConsent } from "@/lib/privacy/consents";
import { parseInput } from "@/lib/validation";
import { UNSUBSCRIBE_LINK_INVALID, UNSUBSCRIBED, unsubscribeSchema } from "./schemas";

// One-click unsubscribe (decision 090): the link names the consent row and carries its key signed
// with the shop's secret, so nobody withdraws another's consent by guessing ids.
const PURPOSE = "unsubscribe";

export const unsubscribePath = (consentId: string) => `/unsubscribe/${consentId}?key=${signedKey(PURPOSE, consentId)}`;

export const unsubscribeLink = (consentId: string) => new URL(unsubscribePath(consentId), getEnv().APP_URL).toString();

/**
 * Where a mail client's one-click unsubscribe posts (RFC 8058): the API call, with the id and key in
 * the address, since the client's body says only "List-Unsubscribe=One-Click".
 */
export const oneClickUnsubscribeUrl = (consentId: string) => {
  const url = new URL("/api/v1/products/unsubscribe", getEnv().APP_URL);
  url.search = new URLSearchParams({ id: consentId, key: signedKey(PURPOSE, consentId) }).toString();
  return url.toString();
};

/** Withdraws the consent and cancels its waiting requests. Saying it twice is fine; a forged key is refused (403). */
export async function unsubscribe(input: unknown): Promise<{ message: string }> {
  const { id, key } = parseInput(unsubscribeSchema, input);
  if (!isSignedKey(PURPOSE, id, key)) throw new AppError("forbidden", UNSUBSCRIBE_LINK_INVALID);
  await getDb().$transaction(async (tx) => {
    const [consent] = await tx.$queryRaw<{ contact: string; channel: "EMAIL" | "SMS" }[]>`
      UPDATE "ContactConsent" SET "withdrawnAt" = coalesce("withdrawnAt", now()) WHERE id = ${id} RETURNING contact, channel::text`;
    if (!consent) throw new AppError("not_found", UNSUBSCRIBE_LINK_INVALID);
    await recordConsent({ ...consent, purpose: "BACK_IN_STOCK", granted: false, via: "unsubscribe link" }, tx);
    await tx.$executeRaw`
      UPDATE "StockNotice" SET "cancelledAt" = now()
      WHERE contact = ${consent.contact} AND channel = ${consent.channel}::"NoticeChannel" AND "notifiedAt" IS NULL AND "cancelledAt" IS NULL`;
  });
  return { message: UNSUBSCRIBED };
}
