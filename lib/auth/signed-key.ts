import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { getEnv } from "@/lib/env";

// Keys of the links the shop sends: an id signed with the shop's secret for one purpose, so the
// shopper acts without logging in and nobody acts on another's behalf by guessing ids.
export const signedKey = (purpose: string, id: string) =>
  createHmac("sha256", getEnv().AUTH_SECRET).update(`${purpose}:${id}`).digest("base64url");

export function isSignedKey(purpose: string, id: string, key: string): boolean {
  const expected = Buffer.from(signedKey(purpose, id));
  const given = Buffer.from(key);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
