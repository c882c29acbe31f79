import { formatINR, formatRoundOff } from "@/lib/pricing";
import { SHOP } from "@/lib/shop";
import { escapeHtml, type EmailContent } from "./templates";

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
};

const advanceLine = (paise: number) =>
  paise > 0 ? `Advance to pay online: ${formatINR(paise)} (the order is cancelled if it is not paid in time). ` : "";

export function orderConfirmationEmail(order: OrderEmailInput): EmailContent {
  const subject = `Your ${SHOP.name} order ${order.publicOrderId}`;
  const greeting = order.fullname.trim() ? `Hello ${order.fullname.trim()},` : "Hello,";
  const credit = order.storeCreditPaise ?? 0;
  const byCredit = credit > 0 ? `Paid by store credit: ${formatINR(credit)}. ` : "";
  const payment =
    order.paymentType === "COD"
      ? `${byCredit}${advanceLine(order.advancePaise ?? 0)}Cash on delivery: please keep ${formatINR(order.totalPaise - credit - (order.advancePaise ?? 0))} ready.`
      : `${byCredit}${credit < order.totalPaise ? "Paid online." : ""}`.trim();
  const items = order.lines.map((line) => `${line.quantity} × ${line.name}: ${formatINR(line.lineTotalPaise)}`);
  const charges: [string, string][] = [
    ...(order.codFeePaise === 0 ? [] : [["Cash on delivery fee (GST included)", formatINR(order.codFeePaise)] as [string, string]]),
    ...(order.roundOffPaise === 0 ? [] : [["Round off", formatRoundOff(order.roundOffPaise)] as [string, string]]),
  ];
  const text = [
    greeting,
    "",
    `Thank you for your order ${order.publicOrderId}.`,
    "",
    ...items,
    ...charges.map(([label, amount]) => `${label}: ${amount}`),
    `Total (GST included, free delivery): ${formatINR(order.totalPaise)}`,
    payment,
    "",
    `Delivering to: ${order.address}`,
    "",
    `See your order: ${order.link}`,
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
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#fbf6ef;font-family:Helvetica,Arial,sans-serif;">
<div style="max-width:560px;margin:0 auto;padding:32px 24px;">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#7a3d0f;">${escapeHtml(SHOP.name)}</p>
<div style="background:#ffffff;border:1px solid #e8cfa9;border-radius:8px;padding:28px 24px;">
<p style="margin:0 0 16px;font-size:16px;">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px;font-size:16px;">Thank you for your order <strong>${escapeHtml(order.publicOrderId)}</strong>.</p>
<table style="width:100%;border-collapse:collapse;">${rows}${chargeRows}
<tr><td style="${cell}font-weight:bold;border-top:1px solid #e8cfa9;">Total (GST included, free delivery)</td><td style="${cell}font-weight:bold;text-align:right;border-top:1px solid #e8cfa9;">${escapeHtml(formatINR(order.totalPaise))}</td></tr>
</table>
<p style="margin:16px 0;font-size:15px;">${escapeHtml(payment)}</p>
<p style="margin:0 0 16px;font-size:15px;">Delivering to: ${escapeHtml(order.address)}</p>
<p style="margin:24px 0 0;"><a href="${escapeHtml(order.link)}" style="display:inline-block;background:#7a3d0f;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:6px;">See your order</a></p>
</div>
</div>
</body>
</html>`;
  return { subject, html, text, template: "order-confirmation" };
}
