import type { Locale } from "@/lib/i18n/locales";
import { orders } from "@/lib/i18n/messages/orders";
import { translator } from "@/lib/i18n/translate";

/** The items "Buy again" could not put in the cart, named (lib/orders/buy-again.ts; its button says it too), in a language. */
export const unavailableText = (names: readonly string[], locale: Locale = "en") =>
  translator(locale, orders)(names.length === 1 ? "again.unavailableOne" : "again.unavailableMany", { items: names.join(", ") });

/** A size offered instead of one not put back in the cart (lib/orders/buy-again.ts's SizeOffer), in a language. */
export const offerText = (offer: { item: string; size: string; why: "returned" | "sold out" }, locale: Locale = "en") =>
  translator(locale, orders)(offer.why === "returned" ? "again.offerReturned" : "again.offerSoldOut", {
    item: offer.item,
    size: offer.size,
  });
