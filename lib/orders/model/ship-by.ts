import type { Locale } from "@/lib/i18n/locales";
import { formatIndianDay } from "@/lib/india-days";
import { SHOP } from "@/lib/shop";
import { dayLabel, deliveryDate } from "@/lib/shipping/zones";

/** Working days from a confirmed order to its dispatch: the longest the shop promises (SHOP.dispatchDays). */
const DISPATCH_DAYS = Number(SHOP.dispatchDays.split(" ").at(-1));

/** The day an order confirmed at `confirmedAt` leaves at the latest ("Tue 8 Dec"), as the shopper is told. */
export const shipByDay = (confirmedAt: Date): string => dayLabel(deliveryDate(confirmedAt, DISPATCH_DAYS));

/** The same day in a message's language: "Tue 8 Dec", or "मंगलवार, 8 दिसंबर" (decision 122). */
export const shipByDayIn = (language: Locale, confirmedAt: Date): string =>
  language === "en" ? shipByDay(confirmedAt) : formatIndianDay(deliveryDate(confirmedAt, DISPATCH_DAYS), language);
