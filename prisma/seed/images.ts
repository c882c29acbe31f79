/**
 * Drawing of the demo pictures as SVG strings (rendered to WebP by image-store.ts).
 * Nothing is fetched: every kurta, category tile and avatar is vector art made here.
 */
import type { KurtaColour, Pattern, Silhouette } from "./catalog-data";
import { strokeLetterPath } from "./stroke-font";

export type KurtaView = "front" | "back" | "detail";

export const KURTA_WIDTH = 800;
export const KURTA_HEIGHT = 1000;

// ---------------------------------------------------------------- colour helpers

type Rgb = [number, number, number];

function hexToRgb(hex: string): Rgb {
  const h = hex.replace("#", "");
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

function rgbToHex([r, g, b]: Rgb): string {
  const part = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, "0");
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** Linear mix of two colours: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** Relative luminance (sRGB, 0..1). */
export function luminance(hex: string): number {
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = hexToRgb(hex);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

const f = (n: number) => (Math.round(n * 10) / 10).toString();

// ---------------------------------------------------------------- geometry

type Pt = [number, number];

type Shape = {
  silhouette: Silhouette;
  cx: number;
  /** y of the neck opening's top corners. */
  neckY: number;
  neckHalf: number;
  frontNeckDip: number;
  backNeckDip: number;
  shoulder: Pt;
  cuffOuter: Pt;
  cuffInner: Pt;
  armpit: Pt;
  waist: Pt;
  hem: Pt;
  hemSag: number;
  slitTop: number | null;
  placketEnd: number;
};

function shapeFor(silhouette: Silhouette): Shape {
  const cx = 400;
  switch (silhouette) {
    case "anarkali": {
      const y = 150;
      return {
        silhouette,
        cx,
        neckY: y,
        neckHalf: 46,
        frontNeckDip: 70,
        backNeckDip: 16,
        shoulder: [cx - 118, y + 26],
        cuffOuter: [cx - 190, y + 470],
        cuffInner: [cx - 146, y + 478],
        armpit: [cx - 104, y + 140],
        waist: [cx - 96, y + 240],
        hem: [cx - 292, 930],
        hemSag: 26,
        slitTop: null,
        placketEnd: y + 150,
      };
    }
    case "kurti": {
      const y = 190;
      return {
        silhouette,
        cx,
        neckY: y,
        neckHalf: 48,
        frontNeckDip: 66,
        backNeckDip: 16,
        shoulder: [cx - 142, y + 30],
        cuffOuter: [cx - 238, y + 262],
        cuffInner: [cx - 178, y + 288],
        armpit: [cx - 128, y + 150],
        waist: [cx - 122, y + 330],
        hem: [cx - 162, 800],
        hemSag: 14,
        slitTop: 700,
        placketEnd: y + 170,
      };
    }
    case "set": {
      const y = 120;
      return {
        silhouette,
        cx,
        neckY: y,
        neckHalf: 46,
        frontNeckDip: 62,
        backNeckDip: 15,
        shoulder: [cx - 134, y + 28],
        cuffOuter: [cx - 232, y + 318],
        cuffInner: [cx - 176, y + 340],
        armpit: [cx - 120, y + 146],
        waist: [cx - 114, y + 330],
        hem: [cx - 154, 760],
        hemSag: 14,
        slitTop: 640,
        placketEnd: y + 160,
      };
    }
    default: {
      const y = 140;
      return {
        silhouette,
        cx,
        neckY: y,
        neckHalf: 48,
        frontNeckDip: 68,
        backNeckDip: 16,
        shoulder: [cx - 138, y + 30],
        cuffOuter: [cx - 240, y + 336],
        cuffInner: [cx - 181, y + 360],
        armpit: [cx - 124, y + 152],
        waist: [cx - 116, y + 380],
        hem: [cx - 150, 905],
        hemSag: 16,
        slitTop: 735,
        placketEnd: y + 175,
      };
    }
  }
}

const mirror = (s: Shape, [x, y]: Pt): Pt => [2 * s.cx - x, y];
const P = ([x, y]: Pt) => `${f(x)},${f(y)}`;

/** x of the left body edge at height y (piecewise along the side curve, good enough for decoration). */
function leftEdgeAt(s: Shape, y: number): number {
  const [ax, ay] = s.armpit;
  const [wx, wy] = s.waist;
  const [hx, hy] = s.hem;
  if (y <= wy) return ax + (wx - ax) * Math.max(0, (y - ay) / (wy - ay));
  const t = Math.min(1, (y - wy) / (hy - wy));
  // Matches the quadratic flare used in bodyPath (control point below the waist).
  const c = flareControl(s);
  const u = 1 - t;
  return u * u * wx + 2 * u * t * c[0] + t * t * hx;
}

function flareControl(s: Shape): Pt {
  const [wx, wy] = s.waist;
  const hy = s.hem[1];
  if (s.silhouette === "anarkali") return [wx - 30, wy + (hy - wy) * 0.25];
  return [wx - 4, wy + (hy - wy) * 0.55];
}

function bodyPath(s: Shape, view: KurtaView): string {
  const { cx, neckY, neckHalf } = s;
  const dip = view === "back" ? s.backNeckDip : s.frontNeckDip;
  const nl: Pt = [cx - neckHalf, neckY];
  const nr: Pt = [cx + neckHalf, neckY];
  const sl = s.shoulder;
  const sr = mirror(s, sl);
  const al = s.armpit;
  const ar = mirror(s, al);
  const wl = s.waist;
  const wr = mirror(s, wl);
  const hl = s.hem;
  const hr = mirror(s, hl);
  const cl = flareControl(s);
  const cr = mirror(s, cl);
  return [
    `M${P(nl)}`,
    `Q${f(cx - neckHalf - 40)},${f(neckY + 6)} ${P(sl)}`,
    `L${P(al)}`,
    `Q${f(al[0] + 2)},${f((al[1] + wl[1]) / 2)} ${P(wl)}`,
    `Q${P(cl)} ${P(hl)}`,
    `Q${f(cx)},${f(hl[1] + s.hemSag * 2)} ${P(hr)}`,
    `Q${P(cr)} ${P(wr)}`,
    `Q${f(ar[0] - 2)},${f((ar[1] + wr[1]) / 2)} ${P(ar)}`,
    `L${P(sr)}`,
    `Q${f(cx + neckHalf + 40)},${f(neckY + 6)} ${P(nr)}`,
    `C${f(cx + neckHalf - 6)},${f(neckY + dip * 0.7)} ${f(cx + neckHalf * 0.45)},${f(neckY + dip)} ${f(cx)},${f(neckY + dip)}`,
    `C${f(cx - neckHalf * 0.45)},${f(neckY + dip)} ${f(cx - neckHalf + 6)},${f(neckY + dip * 0.7)} ${P(nl)}`,
    "Z",
  ].join(" ");
}

/** The inside of the back panel seen through the front neck opening. */
function neckInnerPath(s: Shape): string {
  const { cx, neckY, neckHalf } = s;
  const dip = s.frontNeckDip;
  return [
    `M${f(cx - neckHalf)},${f(neckY)}`,
    `Q${f(cx)},${f(neckY + s.backNeckDip * 2)} ${f(cx + neckHalf)},${f(neckY)}`,
    `C${f(cx + neckHalf - 6)},${f(neckY + dip * 0.7)} ${f(cx + neckHalf * 0.45)},${f(neckY + dip)} ${f(cx)},${f(neckY + dip)}`,
    `C${f(cx - neckHalf * 0.45)},${f(neckY + dip)} ${f(cx - neckHalf + 6)},${f(neckY + dip * 0.7)} ${f(cx - neckHalf)},${f(neckY)}`,
    "Z",
  ].join(" ");
}

function neckLinePath(s: Shape, view: KurtaView, inset = 0): string {
  const { cx, neckY, neckHalf } = s;
  const dip = (view === "back" ? s.backNeckDip : s.frontNeckDip) + inset;
  const h = neckHalf + inset * 0.9;
  return [
    `M${f(cx - h)},${f(neckY + inset * 0.15)}`,
    `C${f(cx - h + 6)},${f(neckY + dip * 0.7)} ${f(cx - h * 0.45)},${f(neckY + dip)} ${f(cx)},${f(neckY + dip)}`,
    `C${f(cx + h * 0.45)},${f(neckY + dip)} ${f(cx + h - 6)},${f(neckY + dip * 0.7)} ${f(cx + h)},${f(neckY + inset * 0.15)}`,
  ].join(" ");
}

function sleevePath(s: Shape, side: "l" | "r"): string {
  const m = (p: Pt) => (side === "l" ? p : mirror(s, p));
  const sh = m(s.shoulder);
  const co = m(s.cuffOuter);
  const ci = m(s.cuffInner);
  const ap = m(s.armpit);
  const bulge = side === "l" ? -10 : 10;
  return [
    `M${P(sh)}`,
    `Q${f((sh[0] + co[0]) / 2 + bulge)},${f((sh[1] + co[1]) / 2)} ${P(co)}`,
    `Q${f((co[0] + ci[0]) / 2)},${f((co[1] + ci[1]) / 2 + 4)} ${P(ci)}`,
    `Q${f((ci[0] + ap[0]) / 2 - bulge * 0.4)},${f((ci[1] + ap[1]) / 2)} ${P(ap)}`,
    `Q${f(ap[0] - bulge * 0.6)},${f((ap[1] + sh[1]) / 2)} ${P(sh)}`,
    "Z",
  ].join(" ");
}

/** A line across the sleeve, `d` px above the cuff edge. */
function cuffBand(s: Shape, side: "l" | "r", d: number): string {
  const m = (p: Pt) => (side === "l" ? p : mirror(s, p));
  const co = m(s.cuffOuter);
  const ci = m(s.cuffInner);
  const sh = m(s.shoulder);
  const ap = m(s.armpit);
  // Move both cuff points back along the sleeve edges by d.
  const along = (from: Pt, to: Pt): Pt => {
    const len = Math.hypot(to[0] - from[0], to[1] - from[1]);
    return [from[0] + ((to[0] - from[0]) * d) / len, from[1] + ((to[1] - from[1]) * d) / len];
  };
  const a = along(co, sh);
  const b = along(ci, ap);
  return `M${P(a)} L${P(b)}`;
}

function hemCurve(s: Shape, up: number, extend = 30): string {
  const hl = s.hem;
  const y = hl[1] - up;
  const xl = leftEdgeAt(s, y) - extend;
  const xr = 2 * s.cx - xl;
  return `M${f(xl)},${f(y + s.hemSag * 0.1)} Q${f(s.cx)},${f(y + s.hemSag * 2)} ${f(xr)},${f(y + s.hemSag * 0.1)}`;
}

// ---------------------------------------------------------------- motifs

function flower(x: number, y: number, r: number, fill: string, centre: string): string {
  const petals = [0, 72, 144, 216, 288]
    .map(
      (a) =>
        `<ellipse cx="${f(x)}" cy="${f(y - r * 0.55)}" rx="${f(r * 0.32)}" ry="${f(r * 0.55)}" transform="rotate(${a} ${f(x)} ${f(y)})"/>`,
    )
    .join("");
  return `<g fill="${fill}">${petals}</g><circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.2)}" fill="${centre}"/>`;
}

function leaf(x: number, y: number, len: number, angle: number, fill: string): string {
  return `<path d="M${f(x)},${f(y)} q${f(len * 0.35)},${f(-len * 0.3)} ${f(len)},0 q${f(-len * 0.65)},${f(len * 0.3)} ${f(-len)},0 Z" fill="${fill}" transform="rotate(${angle} ${f(x)} ${f(y)})"/>`;
}

/** A blurred-looking stroke made of stacked translucent strokes (much cheaper to render than a blur filter). */
function softStroke(d: string, colour: string, width: number, opacity: number): string {
  return [1, 0.62, 0.3]
    .map(
      (k) =>
        `<path d="${d}" stroke="${colour}" stroke-opacity="${(opacity / 2.2).toFixed(3)}" stroke-width="${f(width * k)}" stroke-linecap="round" fill="none"/>`,
    )
    .join("");
}

/** A boteh (paisley): a teardrop with a curled tip, about 28 × 44 units around the origin. */
const PAISLEY = "M7,-22 C-3,-16 -15,-6 -13,6 C-11,18 3,23 10,16 C16,10 15,-1 8,-6 C3,-10 1,-15 7,-22 Z";

function paisley(x: number, y: number, angle: number, scale: number, fill: string, inner: string): string {
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${angle}) scale(${scale})">
    <path d="${PAISLEY}" fill="${fill}"/>
    <ellipse cx="0" cy="7" rx="6.5" ry="7.5" fill="${inner}"/>
    <circle cx="0" cy="7" r="3" fill="${fill}"/>
    <g fill="${fill}"><circle cx="-17" cy="6" r="1.6"/><circle cx="-15" cy="15" r="1.6"/><circle cx="-9" cy="22" r="1.6"/><circle cx="0" cy="26" r="1.6"/></g>
  </g>`;
}

function patternDefs(pattern: Pattern, base: string, accent: string, id: string): string {
  const soft = mix(base, accent, 0.55);
  switch (pattern) {
    case "block":
      return `<pattern id="${id}" width="64" height="64" patternUnits="userSpaceOnUse">
        ${flower(16, 16, 9, accent, base)}${flower(48, 48, 9, accent, base)}
        <circle cx="48" cy="16" r="2.2" fill="${soft}"/><circle cx="16" cy="48" r="2.2" fill="${soft}"/>
      </pattern>`;
    case "bandhani":
      return `<pattern id="${id}" width="30" height="30" patternUnits="userSpaceOnUse">
        <g fill="${accent}"><circle cx="7" cy="5" r="2"/><circle cx="11" cy="9" r="2"/><circle cx="7" cy="13" r="2"/><circle cx="3" cy="9" r="2"/></g>
        <circle cx="22" cy="24" r="2.6" fill="none" stroke="${accent}" stroke-width="1.4"/>
      </pattern>`;
    case "stripe":
      return `<pattern id="${id}" width="26" height="10" patternUnits="userSpaceOnUse">
        <rect x="0" y="0" width="4" height="10" fill="${accent}" opacity="0.75"/>
        <rect x="13" y="0" width="1.4" height="10" fill="${accent}" opacity="0.55"/>
      </pattern>`;
    case "paisley":
      return `<pattern id="${id}" width="100" height="116" patternUnits="userSpaceOnUse">
        ${paisley(28, 32, -24, 1, accent, base)}${paisley(78, 90, 156, 1, accent, base)}
        <circle cx="78" cy="30" r="3" fill="${soft}"/><circle cx="28" cy="88" r="3" fill="${soft}"/>
      </pattern>`;
    case "chikan":
      // Sparse tiny butis all over; the heavy embroidery is drawn near the neck and hem.
      return `<pattern id="${id}" width="58" height="58" patternUnits="userSpaceOnUse">
        <g fill="${accent}" opacity="0.85"><circle cx="14" cy="14" r="1.8"/><circle cx="18" cy="11" r="1.5"/><circle cx="18" cy="17" r="1.5"/>
        <circle cx="43" cy="43" r="1.8"/><circle cx="47" cy="40" r="1.5"/><circle cx="47" cy="46" r="1.5"/></g>
      </pattern>`;
    default:
      return "";
  }
}

// ---------------------------------------------------------------- the kurta

/** A fold: a lens that starts at a point and widens towards (x2, y2), stacked for a soft edge. */
function fold(x1: number, y1: number, x2: number, y2: number, width: number, colour: string, opacity: number): string {
  return [1, 0.6, 0.28]
    .map((k) => {
      const w = (width * k) / 2;
      const my = y1 + (y2 - y1) * 0.55;
      const mx = x1 + (x2 - x1) * 0.55;
      return `<path d="M${f(x1)},${f(y1)} Q${f(mx - w * 0.8)},${f(my)} ${f(x2 - w)},${f(y2)} L${f(x2 + w)},${f(y2)} Q${f(mx + w * 0.8)},${f(my)} ${f(x1)},${f(y1)} Z" fill="${colour}" fill-opacity="${(opacity / 3).toFixed(3)}"/>`;
    })
    .join("");
}

/** A soft shadow of the given shapes: the shapes filled faintly, with widening translucent outlines. */
function dropShadow(shapes: string, opacity: number, dx: number, dy: number): string {
  const layers = [40, 28, 18, 10, 4]
    .map(
      (w) =>
        `<g fill="none" stroke="#3b342c" stroke-opacity="${(opacity / 4).toFixed(3)}" stroke-width="${w}" stroke-linejoin="round">${shapes}</g>`,
    )
    .join("");
  return `<g transform="translate(${dx} ${dy})">${layers}<g fill="#3b342c" fill-opacity="${opacity.toFixed(3)}">${shapes}</g></g>`;
}

export type KurtaArt = { silhouette: Silhouette; pattern: Pattern; colour: KurtaColour; view: KurtaView };

function studioColours(base: string): { top: string; bottom: string; glow: string } {
  const lum = luminance(base);
  if (lum > 0.62) {
    // White, ivory and other very light garments: a slightly darker warm grey backdrop.
    return { top: "#d6d1c9", bottom: "#c0b9ae", glow: "#e3dfd8" };
  }
  if (lum > 0.3) return { top: "#eceef1", bottom: "#d9dde2", glow: "#f8f9fa" };
  return { top: "#f3eee7", bottom: "#e1d9cd", glow: "#fcfaf6" };
}

export type KurtaSvgOptions = {
  width?: number;
  height?: number;
  viewBox?: string;
  /** A blurred silhouette (data: URI of silhouetteMaskSvg rendered and blurred); without it a cheaper stacked shadow is drawn. */
  shadowHref?: string;
};

/** Canvas units covered by the shadow image, which is drawn with the offset below. */
const SHADOW_DX = 12;
const SHADOW_DY = 18;

export function kurtaSvg(art: KurtaArt, options: KurtaSvgOptions = {}): string {
  const size = { width: options.width ?? KURTA_WIDTH, height: options.height ?? KURTA_HEIGHT, viewBox: options.viewBox };
  const { silhouette, pattern, colour, view } = art;
  const s = shapeFor(silhouette);
  const base = colour.hex;
  const lum = luminance(base);
  const light = lum > 0.62;
  const accent = colour.accent;
  const thread = pattern === "chikan" ? (light ? mix(base, "#7d6a48", 0.5) : mix("#ffffff", base, 0.12)) : accent;
  const edge = mix(base, "#000000", light ? 0.22 : 0.35);
  const inner = mix(base, "#000000", 0.38);
  const bg = studioColours(base);
  const cx = s.cx;
  const drawView: KurtaView = view === "detail" ? "front" : view;

  const body = bodyPath(s, drawView);
  const sleeveL = sleevePath(s, "l");
  const sleeveR = sleevePath(s, "r");
  const hasPattern = pattern !== "border";
  const patId = "pat";

  const defs: string[] = [
    `<radialGradient id="bg" cx="0.5" cy="0.4" r="0.75"><stop offset="0" stop-color="${bg.glow}"/><stop offset="0.55" stop-color="${bg.top}"/><stop offset="1" stop-color="${bg.bottom}"/></radialGradient>`,
    `<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#000" stop-opacity="0.26"/><stop offset="0.2" stop-color="#000" stop-opacity="0.04"/>
      <stop offset="0.45" stop-color="#fff" stop-opacity="0.10"/><stop offset="0.62" stop-color="#fff" stop-opacity="0.03"/>
      <stop offset="0.84" stop-color="#000" stop-opacity="0.08"/><stop offset="1" stop-color="#000" stop-opacity="0.30"/></linearGradient>`,
    `<linearGradient id="vshade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.08"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.12"/></linearGradient>`,
    `<linearGradient id="sleeveShadeL" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="0.55" stop-color="#fff" stop-opacity="0.06"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></linearGradient>`,
    `<clipPath id="clipBody"><path d="${body}"/></clipPath>`,
    `<clipPath id="clipSleeveL"><path d="${sleeveL}"/></clipPath>`,
    `<clipPath id="clipSleeveR"><path d="${sleeveR}"/></clipPath>`,
  ];
  if (hasPattern) defs.push(patternDefs(pattern, base, pattern === "chikan" ? thread : accent, patId));

  const out: string[] = [];
  const viewBox = size.viewBox ?? (view === "detail" ? detailViewBox(s) : `0 0 ${KURTA_WIDTH} ${KURTA_HEIGHT}`);
  const [vx = 0, vy = 0, vw = KURTA_WIDTH, vh = KURTA_HEIGHT] = viewBox.split(" ").map(Number);
  out.push(`<rect x="${f(vx)}" y="${f(vy)}" width="${f(vw)}" height="${f(vh)}" fill="url(#bg)"/>`);

  // Hanger hook peeking above the neck (left out of the close-up).
  if (view !== "detail")
    out.push(
      `<path d="M${f(cx)},${f(s.neckY + 10)} L${f(cx)},${f(s.neckY - 34)} C${f(cx)},${f(s.neckY - 70)} ${f(cx + 40)},${f(s.neckY - 70)} ${f(cx + 40)},${f(s.neckY - 44)}" fill="none" stroke="#8d8a85" stroke-width="5" stroke-linecap="round"/>`,
    );

  // Soft drop shadow of the whole garment.
  const shadowShapes = `<path d="${body}"/><path d="${sleeveL}"/><path d="${sleeveR}"/>`;
  if (options.shadowHref) {
    out.push(
      `<image href="${options.shadowHref}" x="${SHADOW_DX}" y="${SHADOW_DY}" width="${KURTA_WIDTH}" height="${KURTA_HEIGHT}" preserveAspectRatio="none" opacity="${light ? 0.5 : 0.4}"/>`,
    );
  } else {
    out.push(dropShadow(shadowShapes, light ? 0.2 : 0.16, 10, 16));
  }

  // Palazzo of a kurta set, behind the kurta.
  if (silhouette === "set") {
    const pantsColour =
      lum < 0.3 || (lum >= 0.3 && !light && pattern !== "border") ? mix(accent, "#f4efe4", 0.6) : mix(base, "#000000", 0.12);
    const { legL, legR, top, bottom } = setLegs(s);
    if (!options.shadowHref) out.push(dropShadow(`<path d="${legL}"/><path d="${legR}"/>`, 0.14, 8, 10));
    out.push(`<path d="${legL}" fill="${pantsColour}" stroke="${mix(pantsColour, "#000", 0.25)}" stroke-width="1.5"/>`);
    out.push(`<path d="${legR}" fill="${pantsColour}" stroke="${mix(pantsColour, "#000", 0.25)}" stroke-width="1.5"/>`);
    for (const x of [-120, -84, -44, 44, 84, 120]) {
      const sx = x < 0 ? cx + x * 0.85 : cx + x * 0.85;
      out.push(softStroke(`M${f(sx)},${f(top + 60)} L${f(cx + x * 1.12)},${f(bottom - 4)}`, "#000", 10, 0.12));
    }
    out.push(
      `<path d="M${f(cx - 156)},${f(bottom - 16)} Q${f(cx - 80)},${f(bottom - 8)} ${f(cx - 6)},${f(bottom - 16)} M${f(cx + 6)},${f(bottom - 16)} Q${f(cx + 80)},${f(bottom - 8)} ${f(cx + 156)},${f(bottom - 16)}" stroke="${accent}" stroke-width="5" fill="none" opacity="0.8"/>`,
    );
  }

  // Inside of the back, visible through the front neck.
  if (drawView === "front") out.push(`<path d="${neckInnerPath(s)}" fill="${inner}"/>`);

  // Body.
  out.push(`<path d="${body}" fill="${base}"/>`);
  if (hasPattern) out.push(`<path d="${body}" fill="url(#${patId})"/>`);
  const bodyDeco: string[] = [];
  const minX = s.hem[0];
  const maxX = 2 * cx - s.hem[0];
  const bodyTop = s.neckY - 5;
  const bodyHeight = s.hem[1] + s.hemSag * 2 + 10 - bodyTop;
  bodyDeco.push(
    `<rect x="${f(minX - 10)}" y="${f(bodyTop)}" width="${f(maxX - minX + 20)}" height="${f(bodyHeight)}" fill="url(#shade)"/>`,
  );
  bodyDeco.push(
    `<rect x="${f(minX - 10)}" y="${f(bodyTop)}" width="${f(maxX - minX + 20)}" height="${f(bodyHeight)}" fill="url(#vshade)"/>`,
  );

  // Folds: tapered translucent lenses from below the chest (or the waist seam) to the hem.
  const foldTop = s.silhouette === "anarkali" ? s.waist[1] + 6 : s.armpit[1] + 60;
  const folds = s.silhouette === "anarkali" ? [-0.86, -0.64, -0.42, -0.2, 0.02, 0.24, 0.46, 0.68, 0.88] : [-0.66, -0.3, 0.18, 0.58];
  const topHalf = (cx - leftEdgeAt(s, foldTop)) * 0.8;
  const hemHalf = (cx - s.hem[0]) * 0.92;
  for (const k of folds) {
    const x1 = cx + k * topHalf;
    const x2 = cx + k * hemHalf;
    const y2 = s.hem[1] + 24;
    const dark = s.silhouette === "anarkali" ? 30 : 34;
    bodyDeco.push(fold(x1, foldTop, x2, y2, dark, "#000", light ? 0.16 : 0.22));
    bodyDeco.push(fold(x1 + 18, foldTop + 30, x2 + 22, y2, 18, "#fff", light ? 0.2 : 0.1));
  }

  // Anarkali: empire waist seam.
  if (s.silhouette === "anarkali") {
    const y = s.waist[1];
    bodyDeco.push(
      `<path d="M${f(s.waist[0] - 10)},${f(y)} Q${f(cx)},${f(y + 10)} ${f(2 * cx - s.waist[0] + 10)},${f(y)}" stroke="${pattern === "border" || pattern === "chikan" ? thread : edge}" stroke-width="${pattern === "border" ? 14 : 3}" fill="none"/>`,
    );
  }

  // Side slits: the front panel edge over a slightly darker back panel.
  if (s.slitTop !== null) {
    for (const side of [-1, 1] as const) {
      const ex = (y: number) => (side < 0 ? leftEdgeAt(s, y) : 2 * cx - leftEdgeAt(s, y));
      const top = s.slitTop;
      const x0 = ex(top);
      const xh = ex(s.hem[1]);
      const inward = side * -22;
      const slit = `M${f(x0)},${f(top)} Q${f(x0 + inward * 0.3)},${f((top + s.hem[1]) / 2)} ${f(xh + inward)},${f(s.hem[1] + s.hemSag * 0.3)} L${f(xh - side * 4)},${f(s.hem[1] + 20)} L${f(xh + side * 10)},${f(s.hem[1] - 30)} Z`;
      bodyDeco.push(`<path d="${slit}" fill="#000" fill-opacity="0.3"/>`);
      bodyDeco.push(
        `<path d="M${f(x0)},${f(top)} Q${f(x0 + inward * 0.3)},${f((top + s.hem[1]) / 2)} ${f(xh + inward)},${f(s.hem[1] + s.hemSag * 0.3)}" stroke="${edge}" stroke-width="2" fill="none"/>`,
      );
      bodyDeco.push(`<circle cx="${f(x0 + inward * 0.05)}" cy="${f(top)}" r="2.5" fill="${edge}"/>`);
    }
  }

  // Hem: contrast border, plain piping, or embroidery band.
  if (pattern === "border") {
    bodyDeco.push(`<path d="${hemCurve(s, 30)}" stroke="${accent}" stroke-width="46" fill="none"/>`);
    bodyDeco.push(`<path d="${hemCurve(s, 58)}" stroke="${mix(accent, "#000", 0.25)}" stroke-width="2" fill="none"/>`);
    bodyDeco.push(
      `<path d="${hemCurve(s, 30)}" stroke="${mix(accent, base, 0.55)}" stroke-width="8" stroke-dasharray="8 10" fill="none"/>`,
    );
    bodyDeco.push(`<path d="${hemCurve(s, 64)}" stroke="${accent}" stroke-width="3" fill="none" opacity="0.8"/>`);
  } else if (pattern === "chikan") {
    const y = s.hem[1] - 58;
    const half = cx - leftEdgeAt(s, y);
    const count = Math.max(5, Math.round((half * 2) / 58));
    for (let i = 0; i <= count; i++) {
      const x = cx - half + ((half * 2) / count) * i;
      const yy = y + s.hemSag * 2 * (1 - ((x - cx) / half) ** 2) * 0.9;
      bodyDeco.push(flower(x, yy, 12, thread, base));
      bodyDeco.push(leaf(x + 13, yy + 8, 16, 20, thread));
      bodyDeco.push(leaf(x - 13, yy + 8, 16, 160, thread));
    }
    bodyDeco.push(`<path d="${hemCurve(s, 22)}" stroke="${thread}" stroke-width="2" stroke-dasharray="3 5" fill="none"/>`);
    bodyDeco.push(`<path d="${hemCurve(s, 12)}" stroke="${thread}" stroke-width="3" fill="none"/>`);
  } else {
    bodyDeco.push(`<path d="${hemCurve(s, 8)}" stroke="${accent}" stroke-width="12" fill="none" opacity="0.9"/>`);
  }

  // Neck: piping, embroidery and the placket with buttons (front only).
  if (drawView === "front") {
    if (pattern === "chikan") {
      const n = 9;
      for (let i = 0; i < n; i++) {
        const t = i / (n - 1);
        const a = Math.PI * (1 - t);
        const x = cx + Math.cos(a) * (s.neckHalf + 26);
        const y = s.neckY + 8 + Math.sin(a) * (s.frontNeckDip + 18);
        bodyDeco.push(flower(x, y, 8, thread, base));
      }
      for (let y = s.neckY + s.frontNeckDip + 40; y < s.placketEnd + 30; y += 26) {
        bodyDeco.push(leaf(cx - 22, y, 15, 200, thread));
        bodyDeco.push(leaf(cx + 22, y, 15, -20, thread));
      }
    }
    if (pattern === "border") {
      bodyDeco.push(`<path d="${neckLinePath(s, "front", 9)}" stroke="${accent}" stroke-width="14" fill="none"/>`);
    } else {
      bodyDeco.push(
        `<path d="${neckLinePath(s, "front", 3)}" stroke="${pattern === "chikan" ? thread : accent}" stroke-width="5" fill="none"/>`,
      );
    }
    const py = s.neckY + s.frontNeckDip - 2;
    const placketFill = pattern === "border" ? accent : base;
    bodyDeco.push(
      `<rect x="${f(cx - 12)}" y="${f(py)}" width="24" height="${f(s.placketEnd - py)}" rx="3" fill="${placketFill}" stroke="${edge}" stroke-width="1.5"/>`,
    );
    bodyDeco.push(
      `<path d="M${f(cx - 8)},${f(py + 4)} L${f(cx - 8)},${f(s.placketEnd - 4)} M${f(cx + 8)},${f(py + 4)} L${f(cx + 8)},${f(s.placketEnd - 4)}" stroke="${mix(placketFill, "#000", 0.3)}" stroke-width="1" stroke-dasharray="3 3"/>`,
    );
    const buttons = 4;
    // Gold buttons on dark cloth, mother-of-pearl on light and mid tones.
    const button = lum < 0.3 ? "#d9b968" : light ? "#ece6da" : "#f4efe6";
    for (let i = 0; i < buttons; i++) {
      const by = py + 18 + ((s.placketEnd - py - 30) / (buttons - 1)) * i;
      bodyDeco.push(
        `<circle cx="${f(cx)}" cy="${f(by)}" r="5.5" fill="${button}" stroke="${mix(button, "#000", 0.35)}" stroke-width="1"/><circle cx="${f(cx - 1.5)}" cy="${f(by - 1.5)}" r="1.6" fill="#fff" opacity="0.6"/>`,
      );
    }
    // Shadow under the neckline edge.
    bodyDeco.push(softStroke(neckLinePath(s, "front", 9), "#000", 12, 0.16));
  } else {
    // Back: a simple neck facing and a yoke seam.
    bodyDeco.push(
      `<path d="${neckLinePath(s, "back", 3)}" stroke="${pattern === "chikan" ? thread : accent}" stroke-width="5" fill="none"/>`,
    );
    bodyDeco.push(
      `<path d="M${P(s.shoulder)} Q${f(cx)},${f(s.shoulder[1] + 44)} ${P(mirror(s, s.shoulder))}" stroke="${edge}" stroke-width="1.5" stroke-dasharray="5 4" fill="none" opacity="0.7"/>`,
    );
    if (pattern === "chikan") bodyDeco.push(flower(cx, s.neckY + 92, 14, thread, base));
  }

  out.push(`<g clip-path="url(#clipBody)">${bodyDeco.join("")}</g>`);
  out.push(`<path d="${body}" fill="none" stroke="${edge}" stroke-width="2"/>`);

  // Sleeves on top of the body.
  for (const side of ["l", "r"] as const) {
    const path = side === "l" ? sleeveL : sleeveR;
    const deco: string[] = [];
    const co = side === "l" ? s.cuffOuter : mirror(s, s.cuffOuter);
    const ap = side === "l" ? s.armpit : mirror(s, s.armpit);
    const x1 = Math.min(co[0], ap[0]) - 20;
    const x2 = Math.max(co[0], ap[0], side === "l" ? s.shoulder[0] : mirror(s, s.shoulder)[0]) + 40;
    const y1 = s.shoulder[1] - 10;
    const y2 = Math.max(s.cuffOuter[1], s.cuffInner[1]) + 20;
    deco.push(`<rect x="${f(x1)}" y="${f(y1)}" width="${f(x2 - x1)}" height="${f(y2 - y1)}" fill="#000" opacity="0.05"/>`);
    deco.push(`<rect x="${f(x1)}" y="${f(y1)}" width="${f(x2 - x1)}" height="${f(y2 - y1)}" fill="url(#sleeveShadeL)"/>`);
    if (pattern === "border") {
      deco.push(`<path d="${cuffBand(s, side, 18)}" stroke="${accent}" stroke-width="34" fill="none"/>`);
      deco.push(
        `<path d="${cuffBand(s, side, 18)}" stroke="${mix(accent, base, 0.55)}" stroke-width="6" stroke-dasharray="6 8" fill="none"/>`,
      );
    } else if (pattern === "chikan") {
      deco.push(`<path d="${cuffBand(s, side, 8)}" stroke="${thread}" stroke-width="3" fill="none"/>`);
      const ci = side === "l" ? s.cuffInner : mirror(s, s.cuffInner);
      const mx = (co[0] + ci[0]) / 2;
      const my = (co[1] + ci[1]) / 2 - 30;
      deco.push(flower(mx, my, 10, thread, base));
    } else {
      deco.push(`<path d="${cuffBand(s, side, 5)}" stroke="${accent}" stroke-width="10" fill="none" opacity="0.9"/>`);
    }
    // Crease at the inner elbow.
    deco.push(
      softStroke(
        `M${P(ap)} Q${f((ap[0] + co[0]) / 2)},${f((ap[1] + co[1]) / 2 + 10)} ${P(side === "l" ? s.cuffInner : mirror(s, s.cuffInner))}`,
        "#000",
        16,
        0.16,
      ),
    );
    out.push(`<path d="${path}" fill="${base}"/>`);
    if (hasPattern) out.push(`<path d="${path}" fill="url(#${patId})"/>`);
    out.push(`<g clip-path="url(#clipSleeve${side.toUpperCase()})">${deco.join("")}</g>`);
    out.push(`<path d="${path}" fill="none" stroke="${edge}" stroke-width="2"/>`);
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="${viewBox}"><defs>${defs.join("")}</defs>${out.join("")}</svg>`;
}

function setLegs(s: Shape): { legL: string; legR: string; top: number; bottom: number } {
  const cx = s.cx;
  const top = s.hem[1] - 90;
  const bottom = 968;
  const legL = `M${f(cx - 118)},${f(top)} L${f(cx - 4)},${f(top)} L${f(cx - 6)},${f(bottom)} Q${f(cx - 80)},${f(bottom + 8)} ${f(cx - 158)},${f(bottom)} Z`;
  const legR = `M${f(cx + 4)},${f(top)} L${f(cx + 118)},${f(top)} L${f(cx + 158)},${f(bottom)} Q${f(cx + 80)},${f(bottom + 8)} ${f(cx + 6)},${f(bottom)} Z`;
  return { legL, legR, top, bottom };
}

/** The garment outline in dark grey on transparent, at a small size: blurred, it becomes the drop shadow. */
export function silhouetteMaskSvg(silhouette: Silhouette, width: number, height: number): string {
  const s = shapeFor(silhouette);
  const parts = [bodyPath(s, "back"), sleevePath(s, "l"), sleevePath(s, "r")];
  if (silhouette === "set") {
    const { legL, legR } = setLegs(s);
    parts.push(legL, legR);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${KURTA_WIDTH} ${KURTA_HEIGHT}"><g fill="#3b342c">${parts.map((d) => `<path d="${d}"/>`).join("")}</g></svg>`;
}

/** A 4:5 close-up around the neckline and placket. */
function detailViewBox(s: Shape): string {
  const w = 300;
  const h = 375;
  return `${f(s.cx - w / 2 - 30)} ${f(s.neckY - 40)} ${w} ${h}`;
}

/** Square crop of the whole garment, for category tiles. */
export function categoryViewBox(silhouette: Silhouette): string {
  const s = shapeFor(silhouette);
  const top = s.neckY - 100;
  const bottom = silhouette === "set" ? 990 : s.hem[1] + 70;
  const side = Math.max(bottom - top, 2 * (s.cx - s.hem[0]) + 120, 2 * (s.cx - s.cuffOuter[0]) + 120);
  return `${f(s.cx - side / 2)} ${f((top + bottom) / 2 - side / 2)} ${f(side)} ${f(side)}`;
}

// ---------------------------------------------------------------- avatars

const AVATAR_COLOURS = ["#2e3a87", "#800000", "#006a4e", "#b7410e", "#008080", "#6b3fa0", "#1b2a4a", "#c2185b", "#8d6e63", "#3f7f3f"];

export function avatarSvg(initials: string, index: number): string {
  const bg = AVATAR_COLOURS[index % AVATAR_COLOURS.length] ?? "#2e3a87";
  const letters = initials
    .toUpperCase()
    .replace(/[^A-Z]/g, "")
    .slice(0, 2);
  const letterW = 52;
  const gap = 18;
  const total = letters.length * letterW + Math.max(0, letters.length - 1) * gap;
  const paths = [...letters].map((ch, i) => strokeLetterPath(ch, 128 - total / 2 + i * (letterW + gap), 98, letterW, 60)).join(" ");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(bg, "#ffffff", 0.18)}"/><stop offset="1" stop-color="${mix(bg, "#000000", 0.12)}"/></linearGradient></defs>
    <circle cx="128" cy="128" r="128" fill="url(#g)"/>
    <path d="${paths}" fill="none" stroke="#ffffff" stroke-width="11" stroke-linecap="round" stroke-linejoin="round"/>
  </svg>`;
}
