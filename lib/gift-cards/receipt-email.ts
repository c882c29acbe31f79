import "server-only";
import { escapeHtml, type EmailContent } from "@/lib/email/templates";
import { SHOP } from "@/lib/shop";
import { NO_TAX_INVOICE_HEADING, NO_TAX_INVOICE_WHY } from "./receipt-words";

// The buyer's receipt for a gift card, emailed when its payment is settled: the amount, for whom and
// how, when it is sent, and why it is not a tax invoice. Never the code (made only when it is sent).

type ReceiptWords = {
  buyerName: string;
  amount: string;
  recipientName: string;
  /** "by email to asha@example.com", "by WhatsApp to +91…". */
  sentBy: string;
  /** "now", or the day and time it goes. */
  sends: string;
  payment: string;
  link: string;
};

export function giftCardReceiptEmail(words: ReceiptWords): EmailContent {
  const subject = `Your receipt: a ${SHOP.name} gift card of ${words.amount} for ${words.recipientName}`;
  const rows: [string, string][] = [
    ["Gift card", words.amount],
    ["For", words.recipientName],
    ["Sent", `${words.sentBy}, ${words.sends}`],
    ["Paid online", words.payment],
  ];
  const greeting = words.buyerName.trim() ? `Hello ${words.buyerName.trim()},` : "Hello,";
  const intro = `Thank you: your payment for a ${SHOP.name} gift card is in. The code goes to ${words.recipientName} alone; it is not in this email.`;
  const text = [
    greeting,
    "",
    intro,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    `${NO_TAX_INVOICE_HEADING}: ${NO_TAX_INVOICE_WHY}`,
    "",
    `Your receipt: ${words.link}`,
    "",
    SHOP.name,
    SHOP.email,
  ].join("\n");
  const p = "margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f1a17;";
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
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
<p style="${p}"><strong>${escapeHtml(NO_TAX_INVOICE_HEADING)}.</strong> ${escapeHtml(NO_TAX_INVOICE_WHY)}</p>
<p style="${p}"><a href="${escapeHtml(words.link)}" style="color:#7a3d0f;">See your receipt</a></p>
<p style="margin:0;font-size:12px;color:#5c524b;">${escapeHtml(SHOP.name)} &middot; ${escapeHtml(SHOP.email)}</p>
</body></html>`;
  return { subject, html, text, template: "gift-card-receipt" };
}
