import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { escapeHtml } from "./templates";

// An email with a one-time link is kept in the outbox twice: its html and text columns with
// the link replaced by a notice (readable for ever, harmless), and the message as written
// sealed with AES-256-GCM under a key derived from AUTH_SECRET (kept only while it may still
// be needed: until the provider accepts it, or in demo mode until the link expires). A copy
// of the database alone never yields a working link.
export type EmailBody = { html: string; text: string };

export const LINK_REMOVED = "[link removed]";

const IV_BYTES = 12;
const TAG_BYTES = 16;

function keyFrom(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "", "kurta-shop email outbox v1", 32));
}

export function sealBody(body: EmailBody, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyFrom(secret), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify({ html: body.html, text: body.text }), "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
}

/** The sealed message, or null when it cannot be opened (another AUTH_SECRET, or altered). */
export function openBody(sealed: string, secret: string): EmailBody | null {
  try {
    const bytes = Buffer.from(sealed, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", keyFrom(secret), bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    const body = JSON.parse(plain.toString("utf8")) as EmailBody;
    return typeof body.html === "string" && typeof body.text === "string" ? body : null;
  } catch {
    return null;
  }
}

/** The body with every copy of the link (as written and as escaped in HTML) replaced by a notice. */
export function withoutLink(body: EmailBody, link: string): EmailBody {
  const hide = (value: string) => value.replaceAll(escapeHtml(link), LINK_REMOVED).replaceAll(link, LINK_REMOVED);
  return { html: hide(body.html), text: hide(body.text) };
}
