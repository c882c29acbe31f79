import "server-only";
import { getEnv } from "@/lib/env";
import { pathIn } from "@/lib/i18n/message-path";
import type { Locale } from "@/lib/i18n/locales";
import { codConfirmPath } from "@/lib/paths";
import { isSignedKey, signedKey } from "./signed-key";

// The texted link to a cash-on-delivery order's confirmation page: its id and a key only the shop can sign.
export const codConfirmPage = (orderId: string) => codConfirmPath(orderId, signedKey("cod-confirm", orderId));

export const codConfirmLink = (orderId: string, language: Locale = "en") =>
  `${getEnv().APP_URL}${pathIn(language, codConfirmPage(orderId))}`;

export const isCodConfirmKey = (orderId: string, key: string) => isSignedKey("cod-confirm", orderId, key);
