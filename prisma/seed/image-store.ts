/**
 * Renders the seed pictures (SVG from images.ts → WebP with sharp) and stores them with putLocalFile.
 * Each picture is made once per key and its URL reused; files already on disk are not redrawn.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { putLocalFile, uploadsDir, LOCAL_UPLOADS_PREFIX } from "../../lib/uploads/local-disk";
import type { CategoryDef, KurtaColour, Pattern, Silhouette } from "./catalog-data";
import { COLOURS } from "./catalog-data";
import { avatarSvg, categoryViewBox, KURTA_HEIGHT, KURTA_WIDTH, kurtaSvg, silhouetteMaskSvg, type KurtaView } from "./images";

export const CATEGORY_IMAGE_SIZE = 800;

const WEBP = { quality: 80, effort: 2 } as const;

/** Runs at most `limit` tasks at a time. */
function limiter(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await task();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}

export class ImageStore {
  written = 0;
  reused = 0;
  private readonly urls = new Map<string, Promise<string>>();
  private readonly shadows = new Map<Silhouette, Promise<string>>();
  private readonly run = limiter(3);

  /** Stores the picture under `key` unless the file exists; memoised per key. */
  private store(key: string, draw: () => Promise<Buffer>): Promise<string> {
    let url = this.urls.get(key);
    if (!url) {
      url = this.run(async () => {
        if (existsSync(path.join(uploadsDir(), key))) {
          this.reused++;
          return LOCAL_UPLOADS_PREFIX + key;
        }
        const bytes = await draw();
        this.written++;
        return putLocalFile(key, bytes);
      });
      this.urls.set(key, url);
    }
    return url;
  }

  /** The garment's blurred silhouette as a PNG data URI (drawn at an eighth of the size: blurring is cheap there and the upscaled result stays soft). */
  private shadow(silhouette: Silhouette): Promise<string> {
    let href = this.shadows.get(silhouette);
    if (!href) {
      href = sharp(Buffer.from(silhouetteMaskSvg(silhouette, KURTA_WIDTH / 8, KURTA_HEIGHT / 8)))
        .blur(2.5)
        .png()
        .toBuffer()
        .then((png) => `data:image/png;base64,${png.toString("base64")}`);
      this.shadows.set(silhouette, href);
    }
    return href;
  }

  kurtaKey(silhouette: Silhouette, pattern: Pattern, colour: KurtaColour, view: KurtaView): string {
    return `seed/kurta-${silhouette}-${pattern}-${colour.slug}-${view}.webp`;
  }

  kurta(silhouette: Silhouette, pattern: Pattern, colour: KurtaColour, view: KurtaView): Promise<string> {
    return this.store(this.kurtaKey(silhouette, pattern, colour, view), async () => {
      const svg = kurtaSvg({ silhouette, pattern, colour, view }, { shadowHref: await this.shadow(silhouette) });
      return sharp(Buffer.from(svg)).webp(WEBP).toBuffer();
    });
  }

  category(category: CategoryDef): Promise<string> {
    return this.store(`seed/category-${category.slug}.webp`, async () => {
      const colour = COLOURS.find((c) => c.slug === category.image.colour) ?? COLOURS[0];
      if (!colour) throw new Error("no colours defined");
      const svg = kurtaSvg(
        { silhouette: category.silhouette, pattern: category.image.pattern, colour, view: "front" },
        {
          width: CATEGORY_IMAGE_SIZE,
          height: CATEGORY_IMAGE_SIZE,
          viewBox: categoryViewBox(category.silhouette),
          shadowHref: await this.shadow(category.silhouette),
        },
      );
      return sharp(Buffer.from(svg)).webp(WEBP).toBuffer();
    });
  }

  avatar(n: number, initials: string): Promise<string> {
    return this.store(`seed/avatar-${n}.webp`, () =>
      sharp(Buffer.from(avatarSvg(initials, n)))
        .webp(WEBP)
        .toBuffer(),
    );
  }
}
