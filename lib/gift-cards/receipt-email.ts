import "server-only";
import { escapeHtml, type EmailContent } from "@/lib/email/templates";
import { EMAIL_WORDS } from "@/lib/email/words";
import type { Locale } from "@/lib/i18n/locales";
import { SHOP } from "@/lib/shop";

// The buyer's receipt for a gift card, emailed when its payment is settled: the amount, for whom and
// how, when it is sent, and why it is not a tax invoice, in the buyer's language. Never the code
// (made only when it is sent).

type ReceiptWords = {
  buyerName: string;
  amount: string;
  recipientName: string;
  /** How it goes: by WhatsApp to a number, or by email to an address. */
  sentTo: { whatsApp: string } | { email: string };
  /** When it goes: null for now, or the day and time, written in the buyer's language. */
  sendsOn: string | null;
  payment: string;
  link: string;
  language: Locale;
};

export function giftCardReceiptEmail({ language, ...words }: ReceiptWords): EmailContent {
  const said = EMAIL_WORDS[language];
  const w = said.giftCardReceipt;
  const subject = w.subject(words.amount, words.recipientName);
  const sentBy = "whatsApp" in words.sentTo ? w.byWhatsApp(words.sentTo.whatsApp) : w.byEmail(words.sentTo.email);
  const rows: [string, string][] = [
    [w.card, words.amount],
    [w.for, words.recipientName],
    [w.sent, `${sentBy}, ${words.sendsOn === null ? w.now : w.on(words.sendsOn)}`],
    [w.paidOnline, words.payment],
  ];
  const greeting = said.hello(words.buyerName.trim());
  const intro = w.intro(words.recipientName);
  const text = [
    greeting,
    "",
    intro,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    `${w.noInvoiceHeading}: ${w.noInvoiceWhy}`,
    "",
    `${w.yourReceipt}: ${words.link}`,
    "",
    SHOP.name,
    SHOP.email,
  ].join("\n");
  const p = "margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f1a17;";
  const html = `<!doctype html>
<html lang="${said.htmlLang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#fbf6ef;font-family:Helvetica,Arial,sans-serif;">
<p style="${p}font-weight:bold;color:#7a3d0f;">${escapeHtml(SHOP.name)}</p>
<p style="${p}">${escapeHtml(greeting)}</p>
<p style="${p}">${escapeHtml(intro)}</p>
<table style="${p}border-collapse:collapse;">${rows
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:left;padding:4px 16px 4px 0;">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join("")}</table>
<p style="${p}"><strong>${escapeHtml(w.noInvoiceHeading)}.</strong> ${escapeHtml(w.noInvoiceWhy)}</p>
<p style="${p}"><a href="${escapeHtml(words.link)}" style="color:#7a3d0f;">${escapeHtml(w.seeReceipt)}</a></p>
<p style="margin:0;font-size:12px;color:#5c524b;">${escapeHtml(SHOP.name)} &middot; ${escapeHtml(SHOP.email)}</p>
</body></html>`;
  return { subject, html, text, template: "gift-card-receipt" };
}
