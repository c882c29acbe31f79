import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { detectImageKind, prepareImage, type ImageLimits } from "./image-file";

const AVATAR: ImageLimits = { maxBytes: 5 * 1024 * 1024, maxPixels: 40_000_000, width: 256, height: 256, fit: "cover" };

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 180, g: 40, b: 60 } } });

// A camera-like JPEG: 2000×1500 stored sideways (EXIF orientation 6) with a GPS-ish comment.
const cameraJpeg = () =>
  solid(2000, 1500)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Copyright: "Someone", ImageDescription: "home address" } })
    .toBuffer();

const fileOf = (bytes: Uint8Array | string, name = "photo.jpg", type = "image/jpeg") =>
  new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name, { type });

function isWebp(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes.subarray(0, 12)).toString("latin1");
  return text.startsWith("RIFF") && text.slice(8, 12) === "WEBP";
}

async function expectValidation(promise: Promise<unknown>, message: string | RegExp) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe("validation");
  if (typeof message === "string") expect((error as AppError).message).toBe(message);
  else expect((error as AppError).message).toMatch(message);
}

describe("detectImageKind", () => {
  it("reads the magic bytes", () => {
    expect(detectImageKind(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpeg");
    expect(detectImageKind(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe("png");
    expect(detectImageKind(Buffer.from("RIFF\0\0\0\0WEBPVP8 "))).toBe("webp");
    expect(detectImageKind(Buffer.from("RIFF\0\0\0\0WAVEfmt "))).toBeNull();
    expect(detectImageKind(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(detectImageKind(new Uint8Array())).toBeNull();
  });
});

describe("prepareImage", () => {
  it("turns a large camera JPEG into a 256×256 WebP without metadata", async () => {
    const jpeg = await cameraJpeg();
    const input = await sharp(jpeg).metadata();
    expect([input.width, input.height, input.orientation]).toEqual([2000, 1500, 6]);
    expect(jpeg.includes("home address")).toBe(true);

    const out = await prepareImage(fileOf(jpeg), AVATAR);
    expect(isWebp(out)).toBe(true);
    const meta = await sharp(out).metadata();
    expect(meta.format).toBe("webp");
    expect([meta.width, meta.height]).toEqual([256, 256]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(Buffer.from(out).includes("home address")).toBe(false);
  });

  it("applies the EXIF orientation before resizing", async () => {
    const out = await prepareImage(fileOf(await cameraJpeg()), { ...AVATAR, fit: "inside" });
    const meta = await sharp(out).metadata();
    // Stored 2000×1500 but displayed 1500×2000: fits 256×256 as 192×256.
    expect([meta.width, meta.height]).toEqual([192, 256]);
  });

  it("does not enlarge a small image when fitting inside", async () => {
    const png = await solid(100, 50).png().toBuffer();
    const out = await prepareImage(fileOf(png), { ...AVATAR, fit: "inside" });
    const meta = await sharp(out).metadata();
    expect([meta.width, meta.height]).toEqual([100, 50]);
  });

  it("accepts a PNG and a WebP whatever their declared type and name", async () => {
    const png = await solid(600, 400).png().toBuffer();
    const webp = await solid(300, 900).webp().toBuffer();
    for (const file of [fileOf(png, "scan.gif", "image/gif"), fileOf(webp, "x.txt", "text/plain"), new Blob([new Uint8Array(png)])]) {
      const out = await prepareImage(file, AVATAR);
      expect(isWebp(out)).toBe(true);
      const meta = await sharp(out).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", 256, 256]);
    }
  });

  it("re-encodes, so bytes appended to an image do not survive", async () => {
    const png = await solid(64, 64).png().toBuffer();
    const polyglot = Buffer.concat([png, Buffer.from("<script>alert(1)</script>")]);
    const out = await prepareImage(fileOf(polyglot, "photo.png", "image/png"), AVATAR);
    expect(Buffer.from(out).includes("<script>")).toBe(false);
  });

  it("rejects other types by their content", async () => {
    const gif = await solid(10, 10).gif().toBuffer();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    const html = "<!doctype html><html><body><script>alert(document.cookie)</script></body></html>";
    const pdf = "%PDF-1.7\n1 0 obj <<>> endobj\n";
    const tiff = await solid(10, 10).tiff().toBuffer();
    const wav = Buffer.from("RIFF\x24\0\0\0WAVEfmt \x10\0\0\0", "latin1");
    for (const file of [
      fileOf(gif, "anim.gif", "image/gif"),
      fileOf(svg, "logo.svg", "image/svg+xml"),
      fileOf(html, "photo.png", "image/png"),
      fileOf(pdf, "photo.jpg", "image/jpeg"),
      fileOf(tiff, "photo.jpg", "image/jpeg"),
      fileOf(wav, "photo.webp", "image/webp"),
    ]) {
      await expectValidation(prepareImage(file, AVATAR), "Upload a JPEG, PNG or WebP image");
    }
  });

  it("rejects an empty file and a file over the byte limit", async () => {
    await expectValidation(prepareImage(fileOf(""), AVATAR), /choose an image/i);
    const jpeg = await cameraJpeg();
    await expectValidation(prepareImage(fileOf(jpeg), { ...AVATAR, maxBytes: 1000 }), /^The image must be at most .* MB$/);
    await expectValidation(prepareImage(fileOf(jpeg), { ...AVATAR, maxBytes: 2 * 1024 * 1024, maxPixels: 1 }), /too large/);
    await expectValidation(
      prepareImage(fileOf(new Uint8Array(3 * 1024 * 1024).fill(0xff)), { ...AVATAR, maxBytes: 2 * 1024 * 1024 }),
      "The image must be at most 2 MB",
    );
  });

  it("rejects an image with too many pixels before decoding it", async () => {
    const png = await solid(2000, 1500).png().toBuffer();
    await expectValidation(prepareImage(fileOf(png), { ...AVATAR, maxPixels: 1_000_000 }), /2000×1500 pixels, at most 1 megapixels/);
  });

  it("rejects garbage behind a JPEG signature, and a truncated image, as unreadable", async () => {
    const garbage = new Uint8Array(4096);
    for (let i = 0; i < garbage.length; i++) garbage[i] = (i * 7919 + 13) % 256;
    garbage.set([0xff, 0xd8, 0xff, 0xe0], 0);
    await expectValidation(prepareImage(fileOf(garbage), AVATAR), "The image could not be read");

    const png = await solid(400, 400).png({ compressionLevel: 0 }).toBuffer();
    await expectValidation(prepareImage(fileOf(png.subarray(0, 2000), "a.png"), AVATAR), "The image could not be read");
  });
});
