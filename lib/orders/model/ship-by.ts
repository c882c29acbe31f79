import { SHOP } from "@/lib/shop";
import { dayLabel, deliveryDate } from "@/lib/shipping/zones";

/** Working days from a confirmed order to its dispatch: the longest the shop promises (SHOP.dispatchDays). */
const DISPATCH_DAYS = Number(SHOP.dispatchDays.split(" ").at(-1));

/** The day an order confirmed at `confirmedAt` leaves at the latest ("Tue 8 Dec"), as the shopper is told. */
export const shipByDay = (confirmedAt: Date): string => dayLabel(deliveryDate(confirmedAt, DISPATCH_DAYS));
