import "server-only";
import sharp from "sharp";
import { prepareImage, type ImageLimits } from "@/lib/uploads/image-file";
import { storeImage } from "@/lib/uploads/storage";

// Catalogue pictures through the upload interface: type judged by the bytes, re-encoded to WebP, capped.

export const PRODUCT_IMAGE_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxPixels: 40_000_000,
  width: 1200,
  height: 1600,
  fit: "inside",
} as const satisfies ImageLimits;

export const CATEGORY_IMAGE_LIMITS = { ...PRODUCT_IMAGE_LIMITS, width: 800, height: 800 } as const satisfies ImageLimits;

export type StoredImage = { url: string; width: number; height: number };

/** Prepares every file first (so one bad file stores nothing), then stores them. */
export async function storeCatalogImages(files: readonly Blob[], folder: "products" | "categories"): Promise<StoredImage[]> {
  const limits = folder === "products" ? PRODUCT_IMAGE_LIMITS : CATEGORY_IMAGE_LIMITS;
  const prepared = [];
  for (const file of files) prepared.push(await prepareImage(file, limits));
  return Promise.all(
    prepared.map(async (bytes) => {
      const { width = 0, height = 0 } = await sharp(bytes).metadata();
      return { url: await storeImage(bytes, folder), width, height };
    }),
  );
}
