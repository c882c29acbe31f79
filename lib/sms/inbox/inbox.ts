import "server-only";
import { getDb } from "@/lib/db";
import { devPagesOpenTo } from "@/lib/http/dev-pages";
import { normaliseMobile } from "@/lib/phone";
import type { ReplyButton } from "../types";

// The development SMS inbox (the local twin of MSG91 and WhatsApp): the messages, newest first,
// open by the rule of every development page (lib/http/dev-pages.ts).
export const inboxOpenTo = devPagesOpenTo;

export type InboxMessage = {
  id: string;
  to: string;
  template: string;
  text: string;
  status: string;
  channel: "SMS" | "WHATSAPP";
  /** The template's language: WhatsApp's language code, or the DLT template's (decision 122). */
  language: "en" | "hi";
  /** A WhatsApp message's quick-reply buttons, else null. */
  buttons: ReplyButton[] | null;
  createdAt: Date;
  /** The one-time code the message carries, or null. */
  code: string | null;
};

const CODE = /\b\d{6}\b/;

/**
 * The newest messages, to one number when `to` is given in any form a shopper types it ("98765
 * 43210", "+91 98765-43210", "09876543210"); a `to` that is no mobile number matches nothing.
 */
export async function listMessages({ to, limit = 50 }: { to?: string; limit?: number } = {}): Promise<InboxMessage[]> {
  const number = to?.trim() ? normaliseMobile(to) : undefined;
  if (number === null) return [];
  const rows = await getDb().smsMessage.findMany({
    where: number ? { to: number } : undefined,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: Math.min(Math.max(Math.trunc(limit) || 1, 1), 200),
    select: { id: true, to: true, template: true, text: true, status: true, channel: true, buttons: true, createdAt: true, language: true },
  });
  return rows.map((row) => ({
    ...row,
    buttons: replyButtons(row.buttons),
    code: row.template === "otp" ? (CODE.exec(row.text)?.[0] ?? null) : null,
  }));
}

/** A row's buttons (JSON) as the shop wrote them, or null. */
export function replyButtons(json: unknown): ReplyButton[] | null {
  if (!Array.isArray(json) || json.length === 0) return null;
  return json.flatMap((button: { id?: unknown; title?: unknown }) =>
    typeof button?.id === "string" && typeof button.title === "string" ? [{ id: button.id, title: button.title }] : [],
  );
}
