/**
 * A minimal single-stroke capital alphabet for avatar initials, so pictures never depend on
 * the fonts installed on the machine. Glyphs live in a unit box (x 0..1 left to right, y 0..1 top to bottom).
 */
type Stroke = readonly (readonly [number, number])[];

function arc(cx: number, cy: number, rx: number, ry: number, fromDeg: number, toDeg: number, steps = 14): Stroke {
  const pts: [number, number][] = [];
  for (let i = 0; i <= steps; i++) {
    const a = ((fromDeg + ((toDeg - fromDeg) * i) / steps) * Math.PI) / 180;
    pts.push([cx + rx * Math.cos(a), cy + ry * Math.sin(a)]);
  }
  return pts;
}

const GLYPHS: Record<string, readonly Stroke[]> = {
  A: [
    [
      [0, 1],
      [0.5, 0],
      [1, 1],
    ],
    [
      [0.2, 0.62],
      [0.8, 0.62],
    ],
  ],
  B: [
    [
      [0, 0],
      [0, 1],
    ],
    [[0, 0], [0.6, 0], ...arc(0.6, 0.25, 0.3, 0.25, -90, 90, 10), [0, 0.5]],
    [[0, 0.5], [0.65, 0.5], ...arc(0.65, 0.75, 0.32, 0.25, -90, 90, 10), [0, 1]],
  ],
  C: [arc(0.55, 0.5, 0.5, 0.5, -45, -315, 20)],
  D: [
    [
      [0, 0],
      [0, 1],
    ],
    [[0, 0], [0.45, 0], ...arc(0.45, 0.5, 0.55, 0.5, -90, 90, 16), [0, 1]],
  ],
  E: [
    [
      [0.95, 0],
      [0, 0],
      [0, 1],
      [0.95, 1],
    ],
    [
      [0, 0.5],
      [0.75, 0.5],
    ],
  ],
  F: [
    [
      [0.95, 0],
      [0, 0],
      [0, 1],
    ],
    [
      [0, 0.5],
      [0.75, 0.5],
    ],
  ],
  G: [[...arc(0.55, 0.5, 0.5, 0.5, -45, -360, 22), [0.55, 0.5]]],
  H: [
    [
      [0, 0],
      [0, 1],
    ],
    [
      [1, 0],
      [1, 1],
    ],
    [
      [0, 0.5],
      [1, 0.5],
    ],
  ],
  I: [
    [
      [0.5, 0],
      [0.5, 1],
    ],
    [
      [0.2, 0],
      [0.8, 0],
    ],
    [
      [0.2, 1],
      [0.8, 1],
    ],
  ],
  J: [[[0.85, 0], [0.85, 0.7], ...arc(0.45, 0.7, 0.4, 0.3, 0, 180, 10)]],
  K: [
    [
      [0, 0],
      [0, 1],
    ],
    [
      [0.95, 0],
      [0, 0.6],
    ],
    [
      [0.3, 0.4],
      [1, 1],
    ],
  ],
  L: [
    [
      [0, 0],
      [0, 1],
      [0.9, 1],
    ],
  ],
  M: [
    [
      [0, 1],
      [0, 0],
      [0.5, 0.65],
      [1, 0],
      [1, 1],
    ],
  ],
  N: [
    [
      [0, 1],
      [0, 0],
      [1, 1],
      [1, 0],
    ],
  ],
  O: [arc(0.5, 0.5, 0.5, 0.5, 0, 360, 24)],
  P: [[[0, 1], [0, 0], [0.6, 0], ...arc(0.6, 0.27, 0.35, 0.27, -90, 90, 10), [0, 0.54]]],
  Q: [
    arc(0.5, 0.5, 0.5, 0.5, 0, 360, 24),
    [
      [0.6, 0.7],
      [1, 1.05],
    ],
  ],
  R: [
    [[0, 1], [0, 0], [0.6, 0], ...arc(0.6, 0.27, 0.35, 0.27, -90, 90, 10), [0, 0.54]],
    [
      [0.45, 0.54],
      [1, 1],
    ],
  ],
  S: [[...arc(0.5, 0.26, 0.42, 0.26, -20, -270, 12), ...arc(0.5, 0.74, 0.45, 0.26, -90, 160, 12)]],
  T: [
    [
      [0, 0],
      [1, 0],
    ],
    [
      [0.5, 0],
      [0.5, 1],
    ],
  ],
  U: [[[0, 0], [0, 0.62], ...arc(0.5, 0.62, 0.5, 0.38, 180, 0, 14), [1, 0]]],
  V: [
    [
      [0, 0],
      [0.5, 1],
      [1, 0],
    ],
  ],
  W: [
    [
      [0, 0],
      [0.25, 1],
      [0.5, 0.35],
      [0.75, 1],
      [1, 0],
    ],
  ],
  X: [
    [
      [0, 0],
      [1, 1],
    ],
    [
      [1, 0],
      [0, 1],
    ],
  ],
  Y: [
    [
      [0, 0],
      [0.5, 0.5],
      [1, 0],
    ],
    [
      [0.5, 0.5],
      [0.5, 1],
    ],
  ],
  Z: [
    [
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
    ],
  ],
};

/** SVG path data for one capital letter drawn in the box (x, y, width, height). */
export function strokeLetterPath(letter: string, x: number, y: number, width: number, height: number): string {
  const strokes = GLYPHS[letter.toUpperCase()] ?? GLYPHS.O ?? [];
  const r = (n: number) => Math.round(n * 10) / 10;
  return strokes
    .map((stroke) => stroke.map(([px, py], i) => `${i === 0 ? "M" : "L"}${r(x + px * width)},${r(y + py * height)}`).join(" "))
    .join(" ");
}
