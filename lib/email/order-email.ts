import type { Locale } from "@/lib/i18n/locales";
import { formatINR, formatRoundOff } from "@/lib/pricing";
import { SHOP } from "@/lib/shop";
import { emailPage, escapeHtml, type EmailContent } from "./templates";
import { EMAIL_WORDS } from "./words";

// The order confirmation: what was bought, what it cost, how it is paid and where it goes.
export type OrderEmailInput = {
  fullname: string;
  publicOrderId: string;
  link: string;
  paymentType: "COD" | "PREPAID";
  /** The cash-on-delivery fee, GST included, and the round-off to whole rupees (both 0 when paid online); totalPaise includes them. */
  codFeePaise: number;
  roundOffPaise: number;
  totalPaise: number;
  /** What store credit paid of totalPaise; the rest is cash on delivery or was paid online. */
  storeCreditPaise?: number;
  /** An advance asked before cash on delivery, paid online; cash collects the rest. */
  advancePaise?: number;
  lines: { name: string; quantity: number; lineTotalPaise: number }[];
  address: string;
  /** Hers (decision 122); English when not given. */
  language?: Locale;
};

export function orderConfirmationEmail(order: OrderEmailInput): EmailContent {
  const language = order.language ?? "en";
  const words = EMAIL_WORDS[language];
  const w = words.confirmation;
  const subject = w.subject(order.publicOrderId);
  const greeting = words.hello(order.fullname.trim());
  const credit = order.storeCreditPaise ?? 0;
  const advance = order.advancePaise ?? 0;
  const byCredit = credit > 0 ? w.byCredit(formatINR(credit)) : "";
  const payment =
    order.paymentType === "COD"
      ? `${byCredit}${advance > 0 ? w.advance(formatINR(advance)) : ""}${w.cash(formatINR(order.totalPaise - credit - advance))}`
      : `${byCredit}${credit < order.totalPaise ? w.paidOnline : ""}`.trim();
  const items = order.lines.map((line) => `${line.quantity} × ${line.name}: ${formatINR(line.lineTotalPaise)}`);
  const charges: [string, string][] = [
    ...(order.codFeePaise === 0 ? [] : [[w.codFee, formatINR(order.codFeePaise)] as [string, string]]),
    ...(order.roundOffPaise === 0 ? [] : [[w.roundOff, formatRoundOff(order.roundOffPaise)] as [string, string]]),
  ];
  const text = [
    greeting,
    "",
    w.thanks(order.publicOrderId),
    "",
    ...items,
    ...charges.map(([label, amount]) => `${label}: ${amount}`),
    `${w.total}: ${formatINR(order.totalPaise)}`,
    payment,
    "",
    `${w.deliveringTo} ${order.address}`,
    "",
    `${words.seeOrder}: ${order.link}`,
    "",
    SHOP.name,
    SHOP.email,
  ].join("\n");
  const cell = "padding:6px 0;font-size:15px;color:#1f1a17;";
  const rows = order.lines
    .map(
      (line) =>
        `<tr><td style="${cell}">${line.quantity} &times; ${escapeHtml(line.name)}</td><td style="${cell}text-align:right;">${escapeHtml(formatINR(line.lineTotalPaise))}</td></tr>`,
    )
    .join("");
  const chargeRows = charges
    .map(
      ([label, amount]) =>
        `<tr><td style="${cell}">${escapeHtml(label)}</td><td style="${cell}text-align:right;">${escapeHtml(amount)}</td></tr>`,
    )
    .join("");
  const [before, after] = w.thanks("\u0000").split("\u0000");
  const html = emailPage(
    language,
    subject,
    `<p style="margin:0 0 16px;font-size:16px;">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px;font-size:16px;">${escapeHtml(before ?? "")}<strong>${escapeHtml(order.publicOrderId)}</strong>${escapeHtml(after ?? "")}</p>
<table style="width:100%;border-collapse:collapse;">${rows}${chargeRows}
<tr><td style="${cell}font-weight:bold;border-top:1px solid #e8cfa9;">${escapeHtml(w.total)}</td><td style="${cell}font-weight:bold;text-align:right;border-top:1px solid #e8cfa9;">${escapeHtml(formatINR(order.totalPaise))}</td></tr>
</table>
<p style="margin:16px 0;font-size:15px;">${escapeHtml(payment)}</p>
<p style="margin:0 0 16px;font-size:15px;">${escapeHtml(w.deliveringTo)} ${escapeHtml(order.address)}</p>
<p style="margin:24px 0 0;"><a href="${escapeHtml(order.link)}" style="display:inline-block;background:#7a3d0f;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:6px;">${escapeHtml(words.seeOrder)}</a></p>`,
  );
  return { subject, html, text, template: "order-confirmation" };
}
