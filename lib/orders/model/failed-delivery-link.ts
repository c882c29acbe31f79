import "server-only";
import { getEnv } from "@/lib/env";
import { pathIn } from "@/lib/i18n/message-path";
import type { Locale } from "@/lib/i18n/locales";
import { failedDeliveryPath } from "@/lib/paths";
import { isSignedKey, signedKey } from "./signed-key";

// The emailed link to a failed delivery's page: its id and a key only the shop can sign.

/** The page of a failed delivery, with its key: for the shopper's email, and their order page. */
export const failedDeliveryPage = (failureId: string) => failedDeliveryPath(failureId, signedKey("failed-delivery", failureId));

export const failedDeliveryLink = (failureId: string, language: Locale = "en") =>
  `${getEnv().APP_URL}${pathIn(language, failedDeliveryPage(failureId))}`;

export const isFailedDeliveryKey = (failureId: string, key: string) => isSignedKey("failed-delivery", failureId, key);
