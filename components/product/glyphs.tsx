import { SpriteIcon } from "@/components/layout/icon-sprite";

// The cart and heart drawings of the product page's buttons, the buy bar and the cards' hearts.

export function CartGlyph() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="size-5">
      <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="9.5" cy="19.5" r="1.3" />
      <circle cx="17" cy="19.5" r="1.3" />
    </svg>
  );
}

/** The heart, outlined or filled: a copy of the sprite's symbol (on every product card). */
export function HeartGlyph({ filled, className = "size-5" }: { filled: boolean; className?: string }) {
  return <SpriteIcon name="heart" fill={filled ? "currentColor" : "none"} className={`${className} text-red-700`} />;
}
