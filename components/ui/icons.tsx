import type { CSSProperties, ReactNode, SVGProps } from "react";

// Every icon of the shop, drawn one of two ways, both decorative (aria-hidden), so the link or
// button around each one, or the words beside it, carry the name:
//
// (a) SVG icons: the named components below, the only place that writes an icon's <svg>. Most are
//     inline SVG (no icon library); those a page repeats many times (a heart and an eye on every
//     product card, a chevron per menu entry, the carousels' arrows) are copies of a symbol of the
//     sprite sheet (IconSprite, rendered once by the root layout): a <use> of a few bytes instead
//     of the paths again, in the HTML and in the page's RSC payload alike. Which of the two an
//     icon is stays inside this module. Server-safe; client components use them too.
// (b) CSS mask icons (MaskIcon): the icons of the footer's promises and social links, of the home
//     page's promises and of the product page's offers are drawn by app/globals.css (`.mask-icon`
//     and one `.icon-*` class), a box masked by the drawing in the text's colour: a class name
//     costs less than an inline <svg> in a server component (its paths twice, markup and payload).
//     The drawings are files (app/icons/), loaded after the first paint.
//
// The logo (components/layout/logo.tsx) is artwork, not an icon; the read-only stars are CSS
// (StarRating, `.star-rating`).
type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & { className?: string };

function StrokeIcon({ className = "size-6", children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      {...props}
    >
      {children}
    </svg>
  );
}

function FillIcon({ className = "size-5", children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" fill="currentColor" className={className} {...props}>
      {children}
    </svg>
  );
}

/** The hidden sheet of symbols, rendered once by the root layout. A symbol leaves out what a copy
 * may change (the heart's fill), which the copy's <svg> then gives it. */
export function IconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" className="absolute">
      <symbol id="i-heart" viewBox="0 0 24 24" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
        <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
      </symbol>
      <symbol id="i-eye" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
        <circle cx="12" cy="12" r="3" />
      </symbol>
      <symbol
        id="i-chevron-right"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M9 6l6 6-6 6" />
      </symbol>
      <symbol
        id="i-prev"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.25"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M15 5l-7 7 7 7" />
      </symbol>
      <symbol
        id="i-next"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.25"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M9 5l7 7-7 7" />
      </symbol>
    </svg>
  );
}

type SpriteName = "heart" | "eye" | "chevron-right" | "prev" | "next";

/** One copy of a symbol of the sprite. */
function SpriteIcon({ name, ...props }: IconProps & { name: SpriteName }) {
  return (
    <svg aria-hidden="true" focusable="false" {...props}>
      <use href={`#i-${name}`} />
    </svg>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </StrokeIcon>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </StrokeIcon>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" />
    </StrokeIcon>
  );
}

/** The search glass with a plus: a product picture opens larger. */
export function ZoomInIcon(props: IconProps) {
  return (
    <StrokeIcon strokeWidth={2} {...props}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5M11 8.5v5M8.5 11h5" />
    </StrokeIcon>
  );
}

/** Three lines, shorter and shorter: the filters. */
export function FilterIcon(props: IconProps) {
  return (
    <StrokeIcon strokeWidth={2} {...props}>
      <path d="M4 6h16M7 12h10M10 18h4" />
    </StrokeIcon>
  );
}

export function HeartIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20z" />
    </StrokeIcon>
  );
}

/** The wishlist's red heart, outlined or filled: a copy of the sprite's symbol (on every product card). */
export function WishlistHeartIcon({ filled, className = "size-5" }: { filled: boolean; className?: string }) {
  return <SpriteIcon name="heart" fill={filled ? "currentColor" : "none"} className={`${className} text-red-700`} />;
}

/** The eye of the cards' "Quick view" buttons: a copy of the sprite's symbol. */
export function EyeIcon(props: IconProps) {
  return <SpriteIcon {...props} name="eye" />;
}

export function CartIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M3 4h2.2l2.2 11h10.4l2.2-8H6.3" />
      <circle cx="9" cy="19.5" r="1.3" />
      <circle cx="17" cy="19.5" r="1.3" />
    </StrokeIcon>
  );
}

/** The cart of the product page's "Add to cart" button (rounder than the header's CartIcon). */
export function AddToCartIcon({ className = "size-5", ...props }: IconProps) {
  return (
    <StrokeIcon strokeWidth={2} className={className} {...props}>
      <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2" />
      <circle cx="9.5" cy="19.5" r="1.3" />
      <circle cx="17" cy="19.5" r="1.3" />
    </StrokeIcon>
  );
}

export function OrdersIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M12 3l8 4.5v9L12 21l-8-4.5v-9L12 3z" />
      <path d="M4 7.5l8 4.5 8-4.5M12 12v9" />
    </StrokeIcon>
  );
}

export function UserIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20c1.5-3.5 4.5-5 8-5s6.5 1.5 8 5" />
    </StrokeIcon>
  );
}

export function LoginIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4" />
      <path d="M10 16l4-4-4-4M14 12H4" />
    </StrokeIcon>
  );
}

export function ShieldIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M12 3l7 3v5c0 4.6-3 8.3-7 10-4-1.7-7-5.4-7-10V6l7-3z" />
      <path d="M9 12l2 2 4-4" />
    </StrokeIcon>
  );
}

/** A padlock, filled: the checkout's secure payment. */
export function LockIcon(props: IconProps) {
  return (
    <FillIcon viewBox="0 0 16 16" {...props}>
      <path d="M5 7V5a3 3 0 1 1 6 0v2h.5A1.5 1.5 0 0 1 13 8.5v5a1.5 1.5 0 0 1-1.5 1.5h-7A1.5 1.5 0 0 1 3 13.5v-5A1.5 1.5 0 0 1 4.5 7H5Zm1.5 0h3V5a1.5 1.5 0 0 0-3 0v2Z" />
    </FillIcon>
  );
}

/** Repeated down the menus: a copy of the sprite's symbol. */
export function ChevronRightIcon({ className = "size-6", ...props }: IconProps) {
  return <SpriteIcon className={className} {...props} name="chevron-right" />;
}

/** The arrow of a carousel's previous or next button: a copy of the sprite's symbol. */
export function CarouselArrowIcon({ direction, ...props }: IconProps & { direction: "prev" | "next" }) {
  return <SpriteIcon {...props} name={direction} />;
}

/** An arrow pointing right: a link that leads on ("Shop the collection", "View All"). */
export function ArrowRightIcon(props: IconProps) {
  return (
    <StrokeIcon strokeWidth={2} strokeLinejoin="miter" {...props}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </StrokeIcon>
  );
}

export function PlusIcon(props: IconProps) {
  return (
    <FillIcon {...props}>
      <path d="M10 3a1 1 0 0 1 1 1v5h5a1 1 0 1 1 0 2h-5v5a1 1 0 1 1-2 0v-5H4a1 1 0 1 1 0-2h5V4a1 1 0 0 1 1-1Z" />
    </FillIcon>
  );
}

/** A small tick, filled: a verified buyer. */
export function CheckIcon(props: IconProps) {
  return (
    <FillIcon {...props}>
      <path d="M8.6 13.4 5.2 10l1.2-1.2 2.2 2.2 5-5 1.2 1.2z" />
    </FillIcon>
  );
}

/** A tick in a filled circle: done (an order placed). */
export function CheckCircleIcon(props: IconProps) {
  return (
    <FillIcon {...props}>
      <path d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.7-9.3-4 4a1 1 0 0 1-1.4 0l-2-2a1 1 0 1 1 1.4-1.4L9 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4Z" />
    </FillIcon>
  );
}

export function PlayIcon(props: IconProps) {
  return (
    <FillIcon viewBox="0 0 24 24" {...props}>
      <path d="M8 5v14l11-7z" />
    </FillIcon>
  );
}

export function PauseIcon(props: IconProps) {
  return (
    <FillIcon viewBox="0 0 24 24" {...props}>
      <path d="M7 5h4v14H7zM13 5h4v14h-4z" />
    </FillIcon>
  );
}

const STAR_PATH = "M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55-4.76-4.64 6.58-.96L12 2.5z";

/** One star of the review form's star input: amber when lit, grey when not, with an amber outline. */
export function RatingStarIcon({ lit, size, className, style }: { lit: boolean; size: number; className?: string; style?: CSSProperties }) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 24 24" className={className} style={style}>
      <path d={STAR_PATH} fill={lit ? "#d97706" : "#e7e5e4"} stroke="#b45309" strokeWidth="0.75" />
    </svg>
  );
}

/** A small spinning circle; decorative, so the text next to it must say what is happening. */
export function SpinnerIcon({ className = "size-5" }: { className?: string }) {
  return (
    <StrokeIcon strokeWidth={3} className={`animate-spin ${className}`}>
      <circle cx="12" cy="12" r="10" className="opacity-25" />
      <path d="M22 12a10 10 0 0 0-10-10" />
    </StrokeIcon>
  );
}

export function MapPinIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.3" />
    </StrokeIcon>
  );
}

export function MailIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3.5 6.5L12 13l8.5-6.5" />
    </StrokeIcon>
  );
}

export function PhoneIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M5 4h3.5l1.5 4-2.2 1.4a11 11 0 0 0 6.8 6.8L16 14l4 1.5V19a1.8 1.8 0 0 1-2 1.8A16.5 16.5 0 0 1 3.2 6 1.8 1.8 0 0 1 5 4z" />
    </StrokeIcon>
  );
}

export function ClockIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </StrokeIcon>
  );
}

/** (b) An icon drawn by app/globals.css (`.mask-icon` and one `.icon-*` class), in the text's colour. */
export function MaskIcon({ className }: { className: string }) {
  return <span aria-hidden="true" className={`mask-icon ${className}`} />;
}
