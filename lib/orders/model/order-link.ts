import "server-only";
import { getEnv } from "@/lib/env";
import { pathIn } from "@/lib/i18n/message-path";
import type { Locale } from "@/lib/i18n/locales";
import { orderPath } from "@/lib/paths";

/** An order's page as a full address, for the emails and messages about it, in the shopper's language. */
export const orderLink = (orderId: string, language: Locale = "en") => `${getEnv().APP_URL}${pathIn(language, orderPath(orderId))}`;
