import type { Locale } from "@/lib/i18n/locales";

// A reminder's words on a phone, in the shopper's language (decision 122): the SMS of the cart's DLT
// template, WhatsApp's Marketing templates "cart_reminder" and "wishlist_price", and the owner's
// nudge. Hindi keeps amounts as ₹1,049.
type Texts = {
  nudge: (amount: string) => string;
  cartSms: (link: string, nudge: string, stop: string) => string;
  cartWhatsApp: (name: string, cart: string, link: string, nudge: string, stop: string) => string;
  wishlistWhatsApp: (name: string, item: string, was: string, now: string, link: string, nudge: string, stop: string) => string;
  /** "Indigo Kurta and 2 more". */
  andMore: (name: string, more: number) => string;
  /** The greeting's name when the account has none. */
  nobody: string;
};

export const REMINDER_TEXTS: Record<Locale, Texts> = {
  en: {
    nudge: (amount) => `Pay by UPI and save ${amount}.`,
    cartSms: (link, nudge, stop) => `Kurta Shop: your cart is waiting: ${link}${nudge} To stop: ${stop}`,
    cartWhatsApp: (name, cart, link, nudge, stop) =>
      `Hello ${name}, you left ${cart} in your cart at Kurta Shop, kept for you at today's prices: ${link}${nudge} To stop these reminders: ${stop}`,
    wishlistWhatsApp: (name, item, was, now, link, nudge, stop) =>
      `Hello ${name}, ${item} on your wishlist at Kurta Shop is now ${now} (you saved it at ${was}): ${link}${nudge} To stop offers: ${stop}`,
    andMore: (name, more) => `${name} and ${more} more`,
    nobody: "there",
  },
  hi: {
    nudge: (amount) => `UPI से भुगतान करें और ${amount} बचाएँ।`,
    cartSms: (link, nudge, stop) => `Kurta Shop: आपकी कार्ट आपका इंतज़ार कर रही है: ${link}${nudge} बंद करने के लिए: ${stop}`,
    cartWhatsApp: (name, cart, link, nudge, stop) =>
      `नमस्ते ${name}, Kurta Shop पर आपकी कार्ट में ${cart} रखा है, आज के दाम पर आपके लिए संभालकर: ${link}${nudge} ये याद दिलाने वाले संदेश बंद करने के लिए: ${stop}`,
    wishlistWhatsApp: (name, item, was, now, link, nudge, stop) =>
      `नमस्ते ${name}, आपकी विशलिस्ट का ${item} अब Kurta Shop पर ${now} का है (आपने इसे ${was} पर सहेजा था): ${link}${nudge} ऑफ़र बंद करने के लिए: ${stop}`,
    andMore: (name, more) => `${name} और ${more} अन्य सामान`,
    nobody: "जी",
  },
};
