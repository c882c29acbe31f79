import "server-only";
import { getEnv } from "@/lib/env";
import { codConfirmPath } from "@/lib/paths";
import { isSignedKey, signedKey } from "./signed-key";

// The texted link to a cash-on-delivery order's confirmation page: its id and a key only the shop can sign.
export const codConfirmPage = (orderId: string) => codConfirmPath(orderId, signedKey("cod-confirm", orderId));

export const codConfirmLink = (orderId: string) => `${getEnv().APP_URL}${codConfirmPage(orderId)}`;

export const isCodConfirmKey = (orderId: string, key: string) => isSignedKey("cod-confirm", orderId, key);
