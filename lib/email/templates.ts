import type { Locale } from "@/lib/i18n/locales";
import { SHOP } from "@/lib/shop";
import { EMAIL_WORDS, type ReturnRequested } from "./words";

// The shop's emails as plain functions: subject, an HTML part and a text part carrying the
// same words and the same link. Every interpolated value is escaped in the HTML part.
export type EmailContent = { subject: string; html: string; text: string; template: string };

/** `language`: the shopper's (decision 122); English when not given. */
type LinkEmailInput = { fullname: string; link: string; language?: Locale };

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

export function verificationEmail({ language = "en", ...input }: LinkEmailInput): EmailContent {
  return linkEmail({ ...input, language, template: "verify-email", ...EMAIL_WORDS[language].links.verify });
}

export function passwordResetEmail({ language = "en", ...input }: LinkEmailInput): EmailContent {
  return linkEmail({ ...input, language, template: "password-reset", ...EMAIL_WORDS[language].links.reset });
}

/** To the owner of an email someone tried to sign up with again (the sign-up answer does not say so). */
export function accountExistsEmail({ language = "en", ...input }: LinkEmailInput): EmailContent {
  return linkEmail({ ...input, language, template: "account-exists", ...EMAIL_WORDS[language].links.exists });
}

/**
 * To an account whose email was just proved for the first time: the ways in added before, by
 * whoever held the account then, are gone (decision 096), and every other device is logged out.
 */
export function waysRemovedEmail({ language = "en", removed, ...input }: LinkEmailInput & { removed: string[] }): EmailContent {
  return linkEmail({ ...input, language, template: "ways-removed", ...EMAIL_WORDS[language].links.waysRemoved(removed.join(", ")) });
}

type LinkEmailParts = Required<LinkEmailInput> & {
  template: string;
  subject: string;
  intro: string;
  button: string;
  lifetime: string;
  ignore: string;
};

function linkEmail(parts: LinkEmailParts): EmailContent {
  const words = EMAIL_WORDS[parts.language];
  const greeting = words.hello(parts.fullname.trim());

  const text = [
    greeting,
    "",
    parts.intro,
    "",
    `${parts.button}: ${parts.link}`,
    "",
    parts.lifetime,
    "",
    parts.ignore,
    "",
    `${SHOP.name}`,
    `${SHOP.email}`,
  ].join("\n");

  const paragraph = "margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f1a17;";
  const small = "margin:0 0 12px;font-size:14px;line-height:1.5;color:#5c524b;";
  const link = escapeHtml(parts.link);
  const html = emailPage(
    parts.language,
    parts.subject,
    `<p style="${paragraph}">${escapeHtml(greeting)}</p>
<p style="${paragraph}">${escapeHtml(parts.intro)}</p>
<p style="margin:24px 0;"><a href="${link}" style="display:inline-block;background:#7a3d0f;color:#ffffff;text-decoration:none;font-weight:bold;font-size:16px;padding:12px 24px;border-radius:6px;">${escapeHtml(parts.button)}</a></p>
<p style="${small}">${escapeHtml(words.buttonFallback)}<br><a href="${link}" style="color:#7a3d0f;word-break:break-all;">${link}</a></p>
<p style="${small}">${escapeHtml(parts.lifetime)}</p>
<p style="${small}">${escapeHtml(parts.ignore)}</p>`,
  );

  return { subject: parts.subject, html, text, template: parts.template };
}

/** The shop's look around an email's card: the name on top, the card, the shop's address below. */
export function emailPage(language: Locale, subject: string, card: string): string {
  return `<!doctype html>
<html lang="${EMAIL_WORDS[language].htmlLang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#fbf6ef;font-family:Helvetica,Arial,sans-serif;">
<div style="max-width:560px;margin:0 auto;padding:32px 24px;">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#7a3d0f;">${escapeHtml(SHOP.name)}</p>
<div style="background:#ffffff;border:1px solid #e8cfa9;border-radius:8px;padding:28px 24px;">
${card}
</div>
<p style="margin:24px 0 0;font-size:12px;line-height:1.5;color:#5c524b;">${escapeHtml(SHOP.name)} &middot; ${escapeHtml(SHOP.email)}</p>
</div>
</body>
</html>`;
}

// The emails of an order's moves after it is placed: one or two paragraphs and a link to the order,
// in the shopper's language (English when not given).
type OrderMoveInput = { fullname: string; publicOrderId: string; link: string; language?: Locale };

const movesIn = (language: Locale = "en") => EMAIL_WORDS[language].moves;

export function orderCancelledEmail(
  input: OrderMoveInput & { reason: string; refund: string | null; refundPending?: boolean; toStoreCredit?: boolean },
): EmailContent {
  return orderMoveEmail(input, "order-cancelled", movesIn(input.language).cancelled(input.publicOrderId, input.reason, input));
}

export function orderShippedEmail(input: OrderMoveInput & { trackingUrl: string | null; replacement: boolean }): EmailContent {
  const words = movesIn(input.language).shipped(input.publicOrderId, input.replacement, input.trackingUrl);
  return orderMoveEmail(input, input.replacement ? "replacement-shipped" : "order-shipped", words);
}

export function orderDeliveredEmail(input: OrderMoveInput & { replacement: boolean }): EmailContent {
  const words = movesIn(input.language).delivered(input.publicOrderId, input.replacement);
  return orderMoveEmail(input, input.replacement ? "replacement-delivered" : "order-delivered", words);
}

/** To the customer when the parcel has left with the delivery agent: it comes today, and the cash to keep ready. */
export function outForDeliveryEmail(input: OrderMoveInput & { cash: string | null }): EmailContent {
  return orderMoveEmail(input, "out-for-delivery", movesIn(input.language).outForDelivery(input.publicOrderId, input.cash));
}

/** To the customer when the courier has collected a return that is not refunded at once (cash on delivery, or an exchange). */
export function returnPickedUpEmail(input: OrderMoveInput & { refund: string | null; storeCredit?: string | null }): EmailContent {
  const words = movesIn(input.language).returnPickedUp(input.publicOrderId, input.refund, input.storeCredit ?? null);
  return orderMoveEmail(input, "return-picked-up", words);
}

/** To the customer when the courier could not deliver: why, and the page where they choose what happens next, before when. */
export function deliveryFailedEmail(input: OrderMoveInput & { reason: string; answerBy: string }): EmailContent {
  const words = movesIn(input.language).deliveryFailed(input.publicOrderId, input.reason, input.answerBy);
  return orderMoveEmail(input, "delivery-failed", words);
}

/** To the customer when a parcel that could not be delivered is back at the shop. */
export function returnedToOriginEmail(
  input: OrderMoveInput & { refund: string | null; refundPending: boolean; toStoreCredit?: boolean },
): EmailContent {
  return orderMoveEmail(input, "returned-to-origin", movesIn(input.language).returnedToOrigin(input.publicOrderId, input));
}

/** To the customer when a return is requested: what comes back, what is sent in its place, and how the refund will be made. */
export function returnRequestedEmail(input: OrderMoveInput & Omit<ReturnRequested, "id">): EmailContent {
  const words = movesIn(input.language).returnRequested({ ...input, id: input.publicOrderId });
  return orderMoveEmail(input, input.replacements.length > 0 ? "exchange-requested" : "return-requested", words);
}

/** To the customer when they, or the shop, cancel a return before its pickup. */
export function returnCancelledEmail(input: OrderMoveInput & { reason: string; exchange: boolean }): EmailContent {
  const words = movesIn(input.language).returnCancelled(input.publicOrderId, input.reason, input.exchange);
  return orderMoveEmail(input, "return-cancelled", words);
}

/** The refund made: what went back by the method paid (null when none did) and what went to store credit (issue 51). */
export function refundIssuedEmail(
  input: OrderMoveInput & { refund: string | null; storeCredit?: string | null; cashOnDelivery: boolean },
): EmailContent {
  const words = movesIn(input.language).refundIssued(input.publicOrderId, input.refund, input.storeCredit ?? null, input.cashOnDelivery);
  return orderMoveEmail(input, "refund-issued", words);
}

function orderMoveEmail(
  { fullname, link, language = "en" }: OrderMoveInput,
  template: string,
  { subject, paragraphs }: { subject: string; paragraphs: string[] },
): EmailContent {
  const words = EMAIL_WORDS[language];
  const greeting = words.hello(fullname.trim());
  const text = [
    greeting,
    "",
    ...paragraphs.flatMap((paragraph) => [paragraph, ""]),
    `${words.seeOrder}: ${link}`,
    "",
    SHOP.name,
    SHOP.email,
  ].join("\n");
  const paragraph = "margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f1a17;";
  const html = emailPage(
    language,
    subject,
    `<p style="${paragraph}">${escapeHtml(greeting)}</p>
${paragraphs.map((text) => `<p style="${paragraph}">${escapeHtml(text)}</p>`).join("\n")}
<p style="margin:24px 0 0;"><a href="${escapeHtml(link)}" style="display:inline-block;background:#7a3d0f;color:#ffffff;text-decoration:none;font-weight:bold;font-size:16px;padding:12px 24px;border-radius:6px;">${escapeHtml(words.seeOrder)}</a></p>`,
  );
  return { subject, html, text, template };
}

type BackInStockInput = { item: string; link: string; unsubscribeLink: string; language?: Locale };

/** "Silk Kurta - Maroon - M is back in stock", to a shopper who asked (decision 090), with a one-click unsubscribe link. */
export function backInStockEmail({ item, link, unsubscribeLink, language = "en" }: BackInStockInput): EmailContent {
  const words = EMAIL_WORDS[language];
  const { subject, intro, ...rest } = words.backInStock;
  const greeting = words.hello("");
  return messageEmail({
    ...rest,
    language,
    subject: subject(item),
    template: "back-in-stock",
    greeting,
    paragraphs: [intro(item)],
    link,
    unsubscribeLink,
  });
}

type ReminderInput = { fullname: string; link: string; nudge: string | null; unsubscribeLink: string; language?: Locale };

/** An email she asked for: a greeting, its paragraphs, one button, and the link that stops such emails. */
function messageEmail(parts: {
  language: Locale;
  subject: string;
  template: string;
  greeting: string;
  paragraphs: string[];
  button: string;
  link: string;
  stop: string;
  stopLine: (link: string) => string;
  unsubscribeLink: string;
}): EmailContent {
  const { language, subject, template, greeting, paragraphs, button, link, stop, stopLine, unsubscribeLink } = parts;
  const text = [
    greeting,
    "",
    ...paragraphs.flatMap((paragraph) => [paragraph, ""]),
    `${button}: ${link}`,
    "",
    stopLine(unsubscribeLink),
    "",
    SHOP.name,
    SHOP.email,
  ].join("\n");
  const paragraph = "margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f1a17;";
  const small = "margin:0 0 12px;font-size:14px;line-height:1.5;color:#5c524b;";
  const html = emailPage(
    language,
    subject,
    `<p style="${paragraph}">${escapeHtml(greeting)}</p>
${paragraphs.map((text) => `<p style="${paragraph}">${escapeHtml(text)}</p>`).join("\n")}
<p style="margin:24px 0;"><a href="${escapeHtml(link)}" style="display:inline-block;background:#7a3d0f;color:#ffffff;text-decoration:none;font-weight:bold;font-size:16px;padding:12px 24px;border-radius:6px;">${escapeHtml(button)}</a></p>
<p style="${small}"><a href="${escapeHtml(unsubscribeLink)}" style="color:#7a3d0f;">${escapeHtml(stop)}</a></p>`,
  );
  return { subject, html, text, template };
}

/** A reminder's email (decision 111): the words, the owner's nudge, one button and the stop link of its purpose. */
function reminderEmail(
  { fullname, link, nudge, unsubscribeLink, language = "en" }: ReminderInput,
  template: string,
  words: { subject: string; intro: string; button: string; stop: string; stopLine: (link: string) => string },
): EmailContent {
  const greeting = EMAIL_WORDS[language].hello(fullname);
  return messageEmail({
    ...words,
    language,
    template,
    greeting,
    paragraphs: [words.intro, ...(nudge ? [nudge] : [])],
    link,
    unsubscribeLink,
  });
}

/** A reminder of a cart left behind (decision 111), sent only to a shopper who agreed to them by email. */
export function cartReminderEmail({ cart, ...input }: ReminderInput & { cart: string }): EmailContent {
  return reminderEmail(input, "cart-reminder", EMAIL_WORDS[input.language ?? "en"].cartReminder(cart));
}

/** A wishlisted size on sale or cheaper than when she saved it (decision 111), sent only to a shopper who agreed to offers by email. */
export function wishlistPriceEmail({ item, was, now, ...input }: ReminderInput & { item: string; was: string; now: string }): EmailContent {
  return reminderEmail(input, "wishlist-price", EMAIL_WORDS[input.language ?? "en"].wishlistPrice(item, was, now));
}

export type GiftCardWords = {
  recipientName: string;
  from: string;
  amount: string;
  message: string | null;
  code: string;
  until: string;
  link: string;
  /** The language of the page the card was bought from (decision 122). */
  language?: Locale;
};

/** A bought gift card reaching its recipient (issue 51 point 4): the code, shown here and nowhere else. */
export function giftCardEmail({ recipientName, from, amount, message, code, until, link, language = "en" }: GiftCardWords): EmailContent {
  const words = EMAIL_WORDS[language];
  const { subject, sent, yourCode, addBy, addLink } = words.giftCard;
  const text = [
    words.hello(recipientName),
    "",
    sent(from, amount),
    ...(message ? ["", `“${message}”`] : []),
    "",
    `${yourCode}: ${code}`,
    "",
    `${addBy(until)}: ${link}`,
    "",
    SHOP.name,
    SHOP.email,
  ].join("\n");
  const paragraph = "margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f1a17;";
  const html = emailPage(
    language,
    subject(from, amount),
    `<p style="${paragraph}">${escapeHtml(words.hello(recipientName))}</p>
<p style="${paragraph}">${escapeHtml(sent(from, amount))}</p>${message ? `\n<p style="${paragraph}font-style:italic;">“${escapeHtml(message)}”</p>` : ""}
<p style="margin:24px 0;font-size:22px;font-weight:bold;letter-spacing:2px;font-family:monospace;color:#7a3d0f;">${escapeHtml(code)}</p>
<p style="${paragraph}"><a href="${escapeHtml(link)}" style="color:#7a3d0f;">${escapeHtml(addLink(until))}</a></p>`,
  );
  return { subject: subject(from, amount), html, text, template: "gift-card" };
}
