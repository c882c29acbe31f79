// The URLs in an email's text part, for the development mailbox: its page turns them into
// links and its API lists them, so a tester can follow a verification or reset link.
// Only http(s) URLs are recognised, so a javascript: text can never become a link.
export type TextPart = { kind: "text"; value: string } | { kind: "link"; value: string };

const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/g;
// Sentence punctuation right after a URL belongs to the sentence, not the URL.
const TRAILING = /[.,;:!?)\]}]+$/;

export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    const url = match[0].replace(TRAILING, "");
    if (start > last) parts.push({ kind: "text", value: text.slice(last, start) });
    parts.push({ kind: "link", value: url });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ kind: "text", value: text.slice(last) });
  return parts;
}

export function extractLinks(text: string): string[] {
  return splitLinks(text).flatMap((part) => (part.kind === "link" ? [part.value] : []));
}
