import { mkdtemp, mkdir, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { AppError } from "@/lib/errors";
import { removeImage, storeAvatar, storeImage, uploadThingKey } from "./storage";

// getEnv() is read lazily (and cached) by storeImage, so stubbing before the first call is enough.
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "kurta-uploads-"));
  vi.stubEnv("DATABASE_URL", "postgresql://postgres:postgres@127.0.0.1:54329/kurta");
  vi.stubEnv("AUTH_SECRET", "x".repeat(32));
  vi.stubEnv("DEMO_MODE", "true");
  vi.stubEnv("UPLOADTHING_TOKEN", "");
  vi.stubEnv("UPLOADS_DIR", dir);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await rm(dir, { recursive: true, force: true });
});

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );
const fileFor = (url: string) => path.join(dir, url.slice("/uploads/".length));
const UUID_WEBP = /^\/uploads\/avatars\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

describe("storeImage on the local twin", () => {
  it("writes under UPLOADS_DIR with a fresh random name each time", async () => {
    const bytes = new Uint8Array([1, 2, 3]);
    const first = await storeImage(bytes, "avatars");
    const second = await storeImage(bytes, "avatars");
    expect(first).toMatch(UUID_WEBP);
    expect(second).toMatch(UUID_WEBP);
    expect(first).not.toBe(second);
    expect(new Uint8Array(await readFile(fileFor(first)))).toEqual(bytes);
    expect(await readdir(path.join(dir, "avatars"))).toHaveLength(2);

    const product = await storeImage(bytes, "products");
    expect(product.startsWith("/uploads/products/")).toBe(true);
  });

  it("removeImage deletes a stored file and tolerates a missing one", async () => {
    const url = await storeImage(new Uint8Array([9]), "categories");
    expect(await exists(fileFor(url))).toBe(true);
    await removeImage(url);
    expect(await exists(fileFor(url))).toBe(false);
    await expect(removeImage(url)).resolves.toBeUndefined();
  });

  it("removeImage leaves files it did not store alone", async () => {
    await mkdir(path.join(dir, "seed"), { recursive: true });
    await mkdir(path.join(dir, "avatars"), { recursive: true });
    await writeFile(path.join(dir, "seed/x.webp"), "seed");
    await writeFile(path.join(dir, "avatars/chosen-name.webp"), "hand placed");
    for (const url of [
      "/uploads/seed/x.webp",
      "/uploads/avatars/chosen-name.webp",
      "/uploads/avatars/../seed/x.webp",
      "/images/hero.webp",
      "https://example.com/uploads/avatars/00000000-0000-0000-0000-000000000000.webp",
      "",
    ]) {
      await expect(removeImage(url)).resolves.toBeUndefined();
    }
    expect(await exists(path.join(dir, "seed/x.webp"))).toBe(true);
    expect(await exists(path.join(dir, "avatars/chosen-name.webp"))).toBe(true);
  });
});

describe("storeAvatar", () => {
  it("prepares and stores a 256×256 WebP", async () => {
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#334455" } })
      .jpeg()
      .toBuffer();
    const url = await storeAvatar(new File([new Uint8Array(jpeg)], "me.jpg", { type: "image/jpeg" }));
    expect(url).toMatch(UUID_WEBP);
    const meta = await sharp(await readFile(fileFor(url))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 256, 256]);
  });

  it("stores nothing for a rejected file", async () => {
    const before = await readdir(path.join(dir, "avatars"));
    const html = new File(["<html><script>alert(1)</script></html>"], "photo.png", { type: "image/png" });
    await expect(storeAvatar(html)).rejects.toThrow(AppError);
    expect(await readdir(path.join(dir, "avatars"))).toEqual(before);
  });
});

describe("uploadThingKey", () => {
  it("reads the key from UploadThing URLs only", () => {
    expect(uploadThingKey("https://abc123.ufs.sh/f/KEY_1-x.webp")).toBe("KEY_1-x.webp");
    expect(uploadThingKey("https://utfs.io/f/abcDEF123")).toBe("abcDEF123");
    expect(uploadThingKey("https://utfs.io/a/abc123/abcDEF123")).toBe("abcDEF123");
    expect(uploadThingKey("http://abc123.ufs.sh/f/abc")).toBeNull();
    expect(uploadThingKey("https://evil.example/f/abc")).toBeNull();
    expect(uploadThingKey("https://ufs.sh.evil.example/f/abc")).toBeNull();
    expect(uploadThingKey("https://abc123.ufs.sh/f/")).toBeNull();
    expect(uploadThingKey("https://abc123.ufs.sh/x/y/z")).toBeNull();
    expect(uploadThingKey("/uploads/avatars/a.webp")).toBeNull();
  });
});
