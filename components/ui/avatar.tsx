import { Image } from "@/components/ui/image";

// A person's picture, or, without one, their initials on a colour picked from their name.
// Drawn here (no third-party avatar service learns who visits which page). Server-safe.

/** Dark colours (Tailwind 700 shades): each gives white text a contrast of at least 4.5:1. */
export const AVATAR_PALETTE = [
  "#b91c1c", // red
  "#c2410c", // orange
  "#a16207", // yellow
  "#15803d", // green
  "#0f766e", // teal
  "#1d4ed8", // blue
  "#6d28d9", // violet
  "#be185d", // pink
] as const;

const segmenter = typeof Intl !== "undefined" && "Segmenter" in Intl ? new Intl.Segmenter() : null;

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** The first user-perceived character (grapheme) of a word, from its first letter or digit. */
function firstGrapheme(word: string): string {
  const rest = word.slice(Math.max(0, word.search(LETTER_OR_DIGIT)));
  if (segmenter) {
    for (const { segment } of segmenter.segment(rest)) return segment;
    return "";
  }
  return Array.from(rest)[0] ?? "";
}

/** Up to two initials: the first letters of the first and last words, upper-cased; "?" for no name. */
export function initialsOf(name: string): string {
  // Words of punctuation or symbols only ("-", "…", an emoji) give no initial.
  const words = name.split(/\s+/).filter((word) => LETTER_OR_DIGIT.test(word));
  const first = words[0];
  if (!first) return "?";
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return (firstGrapheme(first) + (last ? firstGrapheme(last) : "")).toUpperCase();
}

/** A palette colour chosen by a hash of the name: the same name always gets the same colour. */
export function avatarColor(name: string): string {
  // FNV-1a over the UTF-16 code units of the trimmed, lower-cased name.
  let hash = 0x811c9dc5;
  for (const char of name.trim().toLowerCase()) {
    for (let i = 0; i < char.length; i++) {
      hash ^= char.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193);
    }
  }
  return AVATAR_PALETTE[(hash >>> 0) % AVATAR_PALETTE.length] ?? AVATAR_PALETTE[0];
}

export function Avatar({ name, image, size = 40, className }: { name: string; image?: string | null; size?: number; className?: string }) {
  const classes = ["shrink-0 rounded-full", className].filter(Boolean).join(" ");
  if (image) {
    return (
      <Image
        src={image}
        alt={name}
        width={size}
        height={size}
        className={`${classes} object-cover`}
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <span
      role="img"
      // A shopper who signed in by phone may have no name yet; the picture still needs a label.
      aria-label={name.trim() || "Profile picture"}
      className={`${classes} inline-flex select-none items-center justify-center font-semibold leading-none text-white`}
      style={{ width: size, height: size, backgroundColor: avatarColor(name), fontSize: Math.round(size * 0.4) }}
    >
      <span aria-hidden="true">{initialsOf(name)}</span>
    </span>
  );
}
