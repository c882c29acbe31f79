import "server-only";
import { isSignedKey as isKey, signedKey as key } from "@/lib/auth/signed-key";

// Keys of an order's links (a failed delivery's page, a cash-on-delivery confirmation), by purpose.
type Purpose = "failed-delivery" | "cod-confirm";

export const signedKey = (purpose: Purpose, id: string) => key(purpose, id);

export const isSignedKey = (purpose: Purpose, id: string, given: string) => isKey(purpose, id, given);
