import "server-only";
import { randomUUID } from "node:crypto";
import { UTApi, UTFile, UploadThingError } from "uploadthing/server";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { prepareImage, type ImageLimits } from "./image-file";
import { LOCAL_UPLOADS_PREFIX, putLocalFile, removeLocalFile } from "./local-disk";

// Where prepared images live: UploadThing when UPLOADTHING_TOKEN is set, otherwise the local
// twin under UPLOADS_DIR (served at /uploads/<key>). Every stored file gets a fresh random
// name, so a URL is never reused and nothing the uploader chose ends up in it. A failure of
// UploadThing (a refusal, an outage, no answer within UPLOADTHING_TIMEOUT_MS) is logged with its
// code and answers 503 with a message.

export type ImageFolder = "avatars" | "products" | "categories";

export const IMAGES_UNAVAILABLE = "Images cannot be stored just now. Please try again in a moment.";

export const AVATAR_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxPixels: 40_000_000,
  width: 256,
  height: 256,
  fit: "cover",
} as const satisfies ImageLimits;

let utapi: { token: string; api: UTApi } | undefined;

function uploadThing(): UTApi | null {
  const token = getEnv().UPLOADTHING_TOKEN;
  if (!token) return null;
  if (utapi?.token !== token) utapi = { token, api: new UTApi({ token }) };
  return utapi.api;
}

export async function storeImage(bytes: Uint8Array, folder: ImageFolder): Promise<string> {
  const name = `${folder}/${randomUUID()}.webp`;
  const api = uploadThing();
  if (!api) return putLocalFile(name, bytes);

  // A copy typed on a plain ArrayBuffer, as BlobPart requires.
  const file = new UTFile([new Uint8Array(bytes)], name, { type: "image/webp" });
  const { data, error } = await api
    .uploadFiles(file, { signal: AbortSignal.timeout(getEnv().UPLOADTHING_TIMEOUT_MS) })
    .catch((thrown: unknown) => ({
      data: null,
      error: { code: "NO_ANSWER", message: thrown instanceof Error ? thrown.message : String(thrown) },
    }));
  if (error) {
    console.error(`Image upload to UploadThing failed: ${error.code}: ${error.message}`);
    throw new AppError("unavailable", IMAGES_UNAVAILABLE);
  }
  return data.ufsUrl;
}

// Only files this module stored: a random UUID name in one of our folders. Anything else under
// /uploads/ (the seed's /uploads/seed/… pictures, hand-placed files) is left alone.
const OWN_LOCAL_KEY = /^(avatars|products|categories)\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/** The UploadThing file key of a file URL (https://<app>.ufs.sh/f/<key>, utfs.io/f/<key>, …/a/<app>/<key>). */
export function uploadThingKey(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname;
  const isUploadThing = host === "utfs.io" || host === "ufs.sh" || host.endsWith(".ufs.sh");
  if (parsed.protocol !== "https:" || !isUploadThing) return null;
  const segments = parsed.pathname.split("/").filter(Boolean);
  const key = segments.at(-1);
  const shape = segments[0] === "f" ? segments.length === 2 : segments[0] === "a" && segments.length === 3;
  if (!shape || !key || !/^[A-Za-z0-9._-]+$/.test(key)) return null;
  return key;
}

/**
 * Deletes a stored image. Missing files and URLs that are not ours (seeded pictures, outside
 * links) are ignored; a provider failure still throws.
 */
export async function removeImage(url: string): Promise<void> {
  if (url.startsWith(LOCAL_UPLOADS_PREFIX)) {
    if (OWN_LOCAL_KEY.test(url.slice(LOCAL_UPLOADS_PREFIX.length))) await removeLocalFile(url);
    return;
  }
  const key = uploadThingKey(url);
  const api = key ? uploadThing() : null;
  // An UploadThing URL with no token configured cannot be deleted from here.
  if (!key || !api) return;
  try {
    await api.deleteFiles(key); // an unknown key is reported in deletedCount, not thrown
  } catch (error) {
    if (error instanceof UploadThingError && error.code === "NOT_FOUND") return;
    console.error(`Image removal from UploadThing failed: ${error instanceof Error ? error.message : String(error)}`);
    throw new AppError("unavailable", IMAGES_UNAVAILABLE);
  }
}

/** Validates, re-encodes (256×256 WebP) and stores an avatar; returns its public URL. */
export async function storeAvatar(file: Blob): Promise<string> {
  return storeImage(await prepareImage(file, AVATAR_LIMITS), "avatars");
}
