import { SHOP } from "@/lib/shop";

// The shop's emails as plain functions: subject, an HTML part and a text part carrying the
// same words and the same link. Every interpolated value is escaped in the HTML part.
export type EmailContent = { subject: string; html: string; text: string; template: string };

type LinkEmailInput = { fullname: string; link: string };

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

export function verificationEmail({ fullname, link }: LinkEmailInput): EmailContent {
  return linkEmail({
    template: "verify-email",
    subject: `Verify your email for ${SHOP.name}`,
    fullname,
    link,
    intro: `Thank you for creating an account at ${SHOP.name}. Please confirm your email address with the button below.`,
    button: "Verify my email",
    lifetime: "The link works for 24 hours.",
    ignore: `If you did not create an account at ${SHOP.name}, you can ignore this email.`,
  });
}

export function passwordResetEmail({ fullname, link }: LinkEmailInput): EmailContent {
  return linkEmail({
    template: "password-reset",
    subject: `Reset your ${SHOP.name} password`,
    fullname,
    link,
    intro: `We received a request to reset the password of your ${SHOP.name} account. Choose a new password with the button below.`,
    button: "Reset my password",
    lifetime: "The link works for 1 hour.",
    ignore: "If you did not ask for this, you can ignore this email; your password stays the same.",
  });
}

/** To the owner of an email someone tried to sign up with again (the sign-up answer does not say so). */
export function accountExistsEmail({ fullname, link }: LinkEmailInput): EmailContent {
  return linkEmail({
    template: "account-exists",
    subject: `You already have a ${SHOP.name} account`,
    fullname,
    link,
    intro: `Someone, perhaps you, tried to create a new ${SHOP.name} account with this email address. You already have one, so nothing was changed. Log in with the button below; if you have forgotten your password, choose "Forgot password" there.`,
    button: "Log in",
    lifetime: "Your account, orders and password stay as they were.",
    ignore: "If this was not you, you can ignore this email.",
  });
}

/**
 * To an account whose email was just proved for the first time: the ways in added before, by
 * whoever held the account then, are gone (decision 096), and every other device is logged out.
 */
export function waysRemovedEmail({ fullname, link, removed }: LinkEmailInput & { removed: string[] }): EmailContent {
  return linkEmail({
    template: "ways-removed",
    subject: `Your ${SHOP.name} account: we removed a way to log in`,
    fullname,
    link,
    intro: `Your email address is now proved. For your safety we removed what was added to your account before it was: ${removed.join(", ")}, and logged out every other device. If you added it yourself, add it again from your account.`,
    button: "Open my account",
    lifetime: "Your orders and addresses are as they were.",
    ignore: "If you did not add it, someone else used your email before you proved it: they can no longer log in.",
  });
}

type LinkEmailParts = LinkEmailInput & {
  template: string;
  subject: string;
  intro: string;
  button: string;
  lifetime: string;
  ignore: string;
};

function linkEmail(parts: LinkEmailParts): EmailContent {
  const name = parts.fullname.trim();
  const greeting = name ? `Hello ${name},` : "Hello,";

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
    parts.subject,
    `<p style="${paragraph}">${escapeHtml(greeting)}</p>
<p style="${paragraph}">${escapeHtml(parts.intro)}</p>
<p style="margin:24px 0;"><a href="${link}" style="display:inline-block;background:#7a3d0f;color:#ffffff;text-decoration:none;font-weight:bold;font-size:16px;padding:12px 24px;border-radius:6px;">${escapeHtml(parts.button)}</a></p>
<p style="${small}">If the button does not work, copy this link into your browser:<br><a href="${link}" style="color:#7a3d0f;word-break:break-all;">${link}</a></p>
<p style="${small}">${escapeHtml(parts.lifetime)}</p>
<p style="${small}">${escapeHtml(parts.ignore)}</p>`,
  );

  return { subject: parts.subject, html, text, template: parts.template };
}

/** The shop's look around an email's card: the name on top, the card, the shop's address below. */
function emailPage(subject: string, card: string): string {
  return `<!doctype html>
<html lang="en">
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

// The emails of an order's moves after it is placed: one or two paragraphs and a link to the order.
type OrderMoveInput = { fullname: string; publicOrderId: string; link: string };

export function orderCancelledEmail(
  input: OrderMoveInput & { reason: string; refund: string | null; refundPending?: boolean; toStoreCredit?: boolean },
): EmailContent {
  return orderMoveEmail({
    ...input,
    template: "order-cancelled",
    subject: `Your ${SHOP.name} order ${input.publicOrderId} is cancelled`,
    paragraphs: [
      `Your order ${input.publicOrderId} is cancelled. Reason: ${input.reason}`,
      !input.refund
        ? "Nothing was charged: the order was to be paid on delivery."
        : input.toStoreCredit
          ? `Your payment of ${input.refund} has been added to your store credit, ready for your next order.`
          : input.refundPending
            ? `Your payment of ${input.refund} will be refunded to the card or account you paid with: the payment provider could not take the refund just now, and we retry it automatically. Banks usually show it within 5 to 7 working days after that.`
            : `Your payment of ${input.refund} has been refunded to the card or account you paid with. Banks usually show it within 5 to 7 working days.`,
    ],
  });
}

export function orderShippedEmail(input: OrderMoveInput & { trackingUrl: string | null; replacement: boolean }): EmailContent {
  const what = input.replacement ? "replacement" : "order";
  return orderMoveEmail({
    ...input,
    template: input.replacement ? "replacement-shipped" : "order-shipped",
    subject: `Your ${SHOP.name} ${what} ${input.publicOrderId} is on its way`,
    paragraphs: [
      `Good news: your ${what} ${input.publicOrderId} has been shipped.`,
      input.trackingUrl ? `Track your parcel: ${input.trackingUrl}` : "You can follow it from your order page.",
    ],
  });
}

export function orderDeliveredEmail(input: OrderMoveInput & { replacement: boolean }): EmailContent {
  const what = input.replacement ? "replacement" : "order";
  return orderMoveEmail({
    ...input,
    template: input.replacement ? "replacement-delivered" : "order-delivered",
    subject: `Your ${SHOP.name} ${what} ${input.publicOrderId} is delivered`,
    paragraphs: [
      `Your ${what} ${input.publicOrderId} has been delivered. We hope you enjoy it.`,
      input.replacement
        ? "Its tax invoice is on your order page. If something is still not right, please contact us."
        : "If something is not right, you can return or exchange it from your order page within 3 days.",
    ],
  });
}

/** To the customer when the parcel has left with the delivery agent: it comes today, and the cash to keep ready. */
export function outForDeliveryEmail(input: OrderMoveInput & { cash: string | null }): EmailContent {
  return orderMoveEmail({
    ...input,
    template: "out-for-delivery",
    subject: `Your ${SHOP.name} order ${input.publicOrderId} is out for delivery`,
    paragraphs: [
      `Your order ${input.publicOrderId} is out for delivery today.`,
      input.cash ? `Please keep ${input.cash} in cash ready for the courier.` : "It is paid: there is nothing to pay at the door.",
    ],
  });
}

/** To the customer when the courier has collected a return that is not refunded at once (cash on delivery, or an exchange). */
export function returnPickedUpEmail(input: OrderMoveInput & { refund: string | null; storeCredit?: string | null }): EmailContent {
  return orderMoveEmail({
    ...input,
    template: "return-picked-up",
    subject: `We picked up your ${SHOP.name} return ${input.publicOrderId}`,
    paragraphs: [
      `The courier has picked up your return ${input.publicOrderId}.`,
      ...(input.storeCredit ? [creditAdded(input.storeCredit)] : []),
      input.refund
        ? `We pay you back ${input.refund} once it reaches us, and email you when it is paid.`
        : "There is nothing to refund: your replacement follows as shown on your order page.",
    ],
  });
}

/** To the customer when the courier could not deliver: why, and the page where they choose what happens next, before when. */
export function deliveryFailedEmail(input: OrderMoveInput & { reason: string; answerBy: string }): EmailContent {
  return orderMoveEmail({
    ...input,
    template: "delivery-failed",
    subject: `We could not deliver your ${SHOP.name} order ${input.publicOrderId}`,
    paragraphs: [
      `The courier could not deliver your order ${input.publicOrderId}. They said: ${input.reason}`,
      `Please tell us by ${input.answerBy} what to do: choose a day for another attempt (and check your phone number or add a landmark), or have the parcel sent back to us. Without an answer the courier tries once more.`,
    ],
  });
}

/** To the customer when a parcel that could not be delivered is back at the shop. */
export function returnedToOriginEmail(
  input: OrderMoveInput & { refund: string | null; refundPending: boolean; toStoreCredit?: boolean },
): EmailContent {
  return orderMoveEmail({
    ...input,
    template: "returned-to-origin",
    subject: `Your ${SHOP.name} order ${input.publicOrderId} came back to us`,
    paragraphs: [
      `The parcel of your order ${input.publicOrderId} could not be delivered and has come back to us, so the order is closed.`,
      !input.refund
        ? "Nothing is owed: the order was to be paid on delivery."
        : input.toStoreCredit
          ? `Your payment of ${input.refund} has been added to your store credit, ready for your next order.`
          : input.refundPending
            ? `Your payment of ${input.refund} will be refunded to the card or account you paid with: the payment provider could not take the refund just now, and we retry it automatically.`
            : `Your payment of ${input.refund} has been refunded in full to the card or account you paid with. Banks usually show it within 5 to 7 working days.`,
    ],
  });
}

/** To the customer when a return is requested: what comes back, what is sent in its place, and how the refund will be made. */
export function returnRequestedEmail(
  input: OrderMoveInput & {
    parentOrderId: string;
    items: string[];
    replacements: string[];
    /** What goes back by the method paid. */
    refund: string | null;
    /** What is credited to store credit at pickup (issue 51), the bonus included. */
    storeCredit?: string | null;
    cashOnDelivery: boolean;
  },
): EmailContent {
  const exchange = input.replacements.length > 0;
  return orderMoveEmail({
    ...input,
    template: exchange ? "exchange-requested" : "return-requested",
    subject: `Your ${SHOP.name} ${exchange ? "exchange" : "return"} ${input.publicOrderId} is requested`,
    paragraphs: [
      `We received your return ${input.publicOrderId} of order ${input.parentOrderId}: ${input.items.join(", ")}.`,
      ...(exchange
        ? [
            `In their place we will send ${input.replacements.join(", ")}. We have set them aside for you; they ship as soon as our courier has picked up your parcel.`,
          ]
        : []),
      "Please keep the items packed: our courier will come to pick them up.",
      ...(input.storeCredit ? [`Once they are picked up, ${input.storeCredit} is added to your store credit at once.`] : []),
      ...(input.storeCredit && !input.refund
        ? []
        : [
            !input.refund
              ? "There is nothing to refund: the replacement costs what you paid."
              : input.cashOnDelivery
                ? `Once they are picked up, we will pay you back ${input.refund}.`
                : `Once they are picked up, ${input.refund} will be refunded to the card or account you paid with.`,
          ]),
    ],
  });
}

/** To the customer when they, or the shop, cancel a return before its pickup. */
export function returnCancelledEmail(input: OrderMoveInput & { reason: string; exchange: boolean }): EmailContent {
  return orderMoveEmail({
    ...input,
    template: "return-cancelled",
    subject: `Your ${SHOP.name} return ${input.publicOrderId} is cancelled`,
    paragraphs: [
      `Your return ${input.publicOrderId} is cancelled, so our courier will not pick the items up. Reason: ${input.reason}`,
      input.exchange ? "The replacement we set aside for you has gone back to our stock." : "Nothing will be refunded for it.",
    ],
  });
}

/** To the customer when a return's refund is made (prepaid: through the provider; cash on delivery: paid by us). */
const creditAdded = (amount: string) => `${amount} has been added to your store credit, ready for your next order.`;

/** The refund made: what went back by the method paid (null when none did) and what went to store credit (issue 51). */
export function refundIssuedEmail(
  input: OrderMoveInput & { refund: string | null; storeCredit?: string | null; cashOnDelivery: boolean },
): EmailContent {
  return orderMoveEmail({
    ...input,
    template: "refund-issued",
    subject: `Your ${SHOP.name} refund for ${input.publicOrderId}`,
    paragraphs: [
      input.refund
        ? `Your return ${input.publicOrderId} has been picked up and ${input.refund} has been refunded.`
        : `Your return ${input.publicOrderId} has been picked up.`,
      ...(input.storeCredit ? [creditAdded(input.storeCredit)] : []),
      ...(input.refund
        ? [
            input.cashOnDelivery
              ? "As the order was paid in cash, we have paid the amount back to you directly."
              : "It goes back to the card or account you paid with. Banks usually show it within 5 to 7 working days.",
          ]
        : []),
    ],
  });
}

function orderMoveEmail(parts: OrderMoveInput & { template: string; subject: string; paragraphs: string[] }): EmailContent {
  const name = parts.fullname.trim();
  const greeting = name ? `Hello ${name},` : "Hello,";
  const text = [
    greeting,
    "",
    ...parts.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    `See your order: ${parts.link}`,
    "",
    SHOP.name,
    SHOP.email,
  ].join("\n");
  const paragraph = "margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f1a17;";
  const html = emailPage(
    parts.subject,
    `<p style="${paragraph}">${escapeHtml(greeting)}</p>
${parts.paragraphs.map((text) => `<p style="${paragraph}">${escapeHtml(text)}</p>`).join("\n")}
<p style="margin:24px 0 0;"><a href="${escapeHtml(parts.link)}" style="display:inline-block;background:#7a3d0f;color:#ffffff;text-decoration:none;font-weight:bold;font-size:16px;padding:12px 24px;border-radius:6px;">See your order</a></p>`,
  );
  return { subject: parts.subject, html, text, template: parts.template };
}

type BackInStockInput = { item: string; link: string; unsubscribeLink: string };

/** "Silk Kurta - Maroon - M is back in stock", to a shopper who asked (decision 090), with a one-click unsubscribe link. */
export function backInStockEmail({ item, link, unsubscribeLink }: BackInStockInput): EmailContent {
  const subject = `Back in stock: ${item}`;
  const intro = `Good news: ${item} is back in stock at ${SHOP.name}. You asked us to tell you, so we are telling you once, in the order shoppers asked; pieces go to whoever orders first.`;
  const text = [
    "Hello,",
    "",
    intro,
    "",
    `See it: ${link}`,
    "",
    `To stop back-in-stock emails: ${unsubscribeLink}`,
    "",
    SHOP.name,
    SHOP.email,
  ].join("\n");
  const paragraph = "margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f1a17;";
  const small = "margin:0 0 12px;font-size:14px;line-height:1.5;color:#5c524b;";
  const html = emailPage(
    subject,
    `<p style="${paragraph}">Hello,</p>
<p style="${paragraph}">${escapeHtml(intro)}</p>
<p style="margin:24px 0;"><a href="${escapeHtml(link)}" style="display:inline-block;background:#7a3d0f;color:#ffffff;text-decoration:none;font-weight:bold;font-size:16px;padding:12px 24px;border-radius:6px;">See it</a></p>
<p style="${small}"><a href="${escapeHtml(unsubscribeLink)}" style="color:#7a3d0f;">Stop back-in-stock emails</a></p>`,
  );
  return { subject, html, text, template: "back-in-stock" };
}

type ReminderWords = { fullname: string; link: string; nudge: string | null; unsubscribeLink: string };
type ReminderEmail = ReminderWords & { subject: string; intro: string; button: string; stop: string; template: string };

/** A reminder's email (decision 111): the words, the owner's nudge, one button and the stop link of its purpose. */
function reminderEmail({ subject, intro, button, stop, template, fullname, link, nudge, unsubscribeLink }: ReminderEmail): EmailContent {
  const text = [
    `Hello ${fullname},`,
    "",
    intro,
    ...(nudge ? ["", nudge] : []),
    "",
    `${button}: ${link}`,
    "",
    `To ${stop.toLowerCase()}: ${unsubscribeLink}`,
    "",
    SHOP.name,
    SHOP.email,
  ].join("\n");
  const paragraph = "margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f1a17;";
  const small = "margin:0 0 12px;font-size:14px;line-height:1.5;color:#5c524b;";
  const html = emailPage(
    subject,
    `<p style="${paragraph}">Hello ${escapeHtml(fullname)},</p>
<p style="${paragraph}">${escapeHtml(intro)}</p>${nudge ? `\n<p style="${paragraph}">${escapeHtml(nudge)}</p>` : ""}
<p style="margin:24px 0;"><a href="${escapeHtml(link)}" style="display:inline-block;background:#7a3d0f;color:#ffffff;text-decoration:none;font-weight:bold;font-size:16px;padding:12px 24px;border-radius:6px;">${escapeHtml(button)}</a></p>
<p style="${small}"><a href="${escapeHtml(unsubscribeLink)}" style="color:#7a3d0f;">${escapeHtml(stop)}</a></p>`,
  );
  return { subject, html, text, template };
}

/** A reminder of a cart left behind (decision 111), sent only to a shopper who agreed to them by email. */
export function cartReminderEmail({ cart, ...words }: ReminderWords & { cart: string }): EmailContent {
  return reminderEmail({
    ...words,
    subject: `Your cart at ${SHOP.name} is waiting`,
    intro: `You left ${cart} in your cart. It is kept for you, at today's prices.`,
    button: "See my cart",
    stop: "Stop cart reminders",
    template: "cart-reminder",
  });
}

/** A wishlisted size on sale or cheaper than when she saved it (decision 111), sent only to a shopper who agreed to offers by email. */
export function wishlistPriceEmail({ item, was, now, ...words }: ReminderWords & { item: string; was: string; now: string }): EmailContent {
  return reminderEmail({
    ...words,
    subject: `${item} on your wishlist is now ${now}`,
    intro: `${item}, which you saved at ${was}, is now ${now} at ${SHOP.name}.`,
    button: "See it",
    stop: "Stop offers",
    template: "wishlist-price",
  });
}

type GiftCardWords = {
  recipientName: string;
  from: string;
  amount: string;
  message: string | null;
  code: string;
  until: string;
  link: string;
};

/** A bought gift card reaching its recipient (issue 51 point 4): the code, shown here and nowhere else. */
export function giftCardEmail({ recipientName, from, amount, message, code, until, link }: GiftCardWords): EmailContent {
  const subject = `${from} sent you a ${SHOP.name} gift card of ${amount}`;
  const text = [
    `Hello ${recipientName},`,
    "",
    `${from} sent you a ${SHOP.name} gift card of ${amount}.`,
    ...(message ? ["", `“${message}”`] : []),
    "",
    `Your code: ${code}`,
    "",
    `Log in and add it to your store credit by ${until}: ${link}`,
    "",
    SHOP.name,
    SHOP.email,
  ].join("\n");
  const paragraph = "margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f1a17;";
  const html = emailPage(
    subject,
    `<p style="${paragraph}">Hello ${escapeHtml(recipientName)},</p>
<p style="${paragraph}">${escapeHtml(from)} sent you a ${escapeHtml(SHOP.name)} gift card of ${escapeHtml(amount)}.</p>${message ? `\n<p style="${paragraph}font-style:italic;">“${escapeHtml(message)}”</p>` : ""}
<p style="margin:24px 0;font-size:22px;font-weight:bold;letter-spacing:2px;font-family:monospace;color:#7a3d0f;">${escapeHtml(code)}</p>
<p style="${paragraph}"><a href="${escapeHtml(link)}" style="color:#7a3d0f;">Log in and add it to your store credit</a> by ${escapeHtml(until)}.</p>`,
  );
  return { subject, html, text, template: "gift-card" };
}
