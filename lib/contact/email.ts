import { escapeHtml, type EmailContent } from "@/lib/email/templates";
import { SHOP } from "@/lib/shop";
import type { ContactMessageInput } from "./schemas";

// The note to the shop about a new contact message. Every value the visitor typed is escaped
// in the HTML part; the text part carries the same words.

const IST = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

export function contactEmail(message: ContactMessageInput & { id: string; createdAt: Date }): EmailContent {
  const received = `${IST.format(message.createdAt)} IST`;
  const text = [
    `A new message from the contact form of ${SHOP.name}.`,
    "",
    `Name: ${message.name}`,
    `Email: ${message.email}`,
    `Received: ${received}`,
    `Reference: ${message.id}`,
    "",
    message.message,
    "",
    `Reply to ${message.email} within one working day.`,
  ].join("\n");

  const paragraphs = message.message
    .split(/\n{2,}/)
    .map((part) => `<p style="margin:0 0 12px;">${escapeHtml(part).replace(/\n/g, "<br>")}</p>`)
    .join("");
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;padding:24px;background:#fbf6ef;font-family:Arial,Helvetica,sans-serif;color:#1f1a17;">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px;">
<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#7a3d0f;">${escapeHtml(SHOP.name)}: contact form</p>
<table style="border-collapse:collapse;margin:0 0 16px;font-size:14px;">
<tr><td style="padding:2px 12px 2px 0;color:#5c524b;">Name</td><td>${escapeHtml(message.name)}</td></tr>
<tr><td style="padding:2px 12px 2px 0;color:#5c524b;">Email</td><td><a href="mailto:${escapeHtml(message.email)}" style="color:#7a3d0f;">${escapeHtml(message.email)}</a></td></tr>
<tr><td style="padding:2px 12px 2px 0;color:#5c524b;">Received</td><td>${escapeHtml(received)}</td></tr>
<tr><td style="padding:2px 12px 2px 0;color:#5c524b;">Reference</td><td>${escapeHtml(message.id)}</td></tr>
</table>
<div style="font-size:15px;line-height:1.5;border-left:3px solid #e8cfa9;padding-left:12px;">${paragraphs}</div>
<p style="margin:16px 0 0;font-size:13px;color:#5c524b;">Reply to ${escapeHtml(message.email)} within one working day.</p>
</div></body></html>`;

  return { subject: `Contact form: ${message.name}`, html, text, template: "contact-message" };
}
