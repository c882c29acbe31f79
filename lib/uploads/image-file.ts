import "server-only";
import sharp, { type Metadata } from "sharp";
import { AppError } from "@/lib/errors";

// Turns an uploaded file into a clean WebP: the type is judged by the bytes (never by the
// file's declared type or name), the size and pixel count are bounded before decoding, and
// the image is re-encoded so no metadata (EXIF, GPS, ICC comments) nor any trailing payload
// from the original file survives.

export type ImageLimits = {
  /** Largest accepted upload, in bytes. */
  maxBytes: number;
  /** Largest accepted width × height of the original image. */
  maxPixels: number;
  /** Output box. */
  width: number;
  height: number;
  /** "cover" crops to exactly width × height; "inside" fits within it, never enlarging. */
  fit: "cover" | "inside";
};

export const IMAGE_TYPE_MESSAGE = "Upload a JPEG, PNG or WebP image";
export const UNREADABLE_IMAGE_MESSAGE = "The image could not be read";

type ImageKind = "jpeg" | "png" | "webp";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
}

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/** The image type found in the leading bytes, or null for anything we do not accept. */
export function detectImageKind(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, PNG_SIGNATURE)) return "png";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  return null;
}

function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${Number(mb >= 1 ? mb.toFixed(1) : mb.toPrecision(2))} MB`;
}

function formatMegapixels(pixels: number): string {
  return `${Number((pixels / 1_000_000).toPrecision(3))} megapixels`;
}

export async function prepareImage(file: Blob, options: ImageLimits): Promise<Uint8Array> {
  const { maxBytes, maxPixels, width, height, fit } = options;
  const tooBig = new AppError("validation", `The image must be at most ${formatMegabytes(maxBytes)}`);

  if (file.size === 0) throw new AppError("validation", "Choose an image to upload");
  if (file.size > maxBytes) throw tooBig;

  const bytes = new Uint8Array(await file.arrayBuffer());
  // Blob.size is the real length, but a custom Blob-like could lie: check what was read.
  if (bytes.length === 0) throw new AppError("validation", "Choose an image to upload");
  if (bytes.length > maxBytes) throw tooBig;

  if (!detectImageKind(bytes)) throw new AppError("validation", IMAGE_TYPE_MESSAGE);

  let metadata: Metadata;
  try {
    // Header only, nothing decoded yet: unlimited here so an oversized image gets its own message.
    metadata = await sharp(bytes, { limitInputPixels: false, failOn: "error" }).metadata();
  } catch {
    throw new AppError("validation", UNREADABLE_IMAGE_MESSAGE);
  }
  // Sharp may read a container it supports beyond our three (e.g. a TIFF inside a RIFF): insist.
  if (!["jpeg", "png", "webp"].includes(metadata.format ?? "") || !metadata.width || !metadata.height) {
    throw new AppError("validation", UNREADABLE_IMAGE_MESSAGE);
  }
  if (metadata.width * metadata.height > maxPixels) {
    throw new AppError(
      "validation",
      `The image is too large: ${metadata.width}×${metadata.height} pixels, at most ${formatMegapixels(maxPixels)}`,
    );
  }

  try {
    const output = await sharp(bytes, { limitInputPixels: maxPixels, failOn: "error" })
      .rotate() // applies the EXIF orientation, then the tag is dropped with the rest
      .resize(width, height, { fit, withoutEnlargement: fit === "inside" })
      .webp({ quality: 82 })
      .toBuffer();
    return new Uint8Array(output.buffer, output.byteOffset, output.byteLength);
  } catch {
    throw new AppError("validation", UNREADABLE_IMAGE_MESSAGE);
  }
}
