import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { getEnv } from "@/lib/env";
import { failedDeliveryPath } from "@/lib/paths";

// The emailed link to a failed delivery's page: its id and a key signed with the shop's secret, so
// the shopper answers without logging in and nobody answers another's parcel by guessing ids.
const keyOf = (failureId: string) => createHmac("sha256", getEnv().AUTH_SECRET).update(`failed-delivery:${failureId}`).digest("base64url");

/** The page of a failed delivery, with its key: for the shopper's email, and their order page. */
export const failedDeliveryPage = (failureId: string) => failedDeliveryPath(failureId, keyOf(failureId));

export const failedDeliveryLink = (failureId: string) => `${getEnv().APP_URL}${failedDeliveryPage(failureId)}`;

export function isFailedDeliveryKey(failureId: string, key: string): boolean {
  const expected = Buffer.from(keyOf(failureId));
  const given = Buffer.from(key);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
