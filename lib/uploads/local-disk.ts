import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

// The local twin of UploadThing: files under UPLOADS_DIR, served by app/uploads/[...key].
export const LOCAL_UPLOADS_PREFIX = "/uploads/";

export function uploadsDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.env.UPLOADS_DIR || ".data/uploads");
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.(webp|png|jpg)$/;

function pathForKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes("..") || key.includes("//")) {
    throw new Error(`Unsafe upload key: ${key}`);
  }
  return path.join(uploadsDir(), key);
}

export async function putLocalFile(key: string, body: Uint8Array): Promise<string> {
  const file = pathForKey(key);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, body);
  return LOCAL_UPLOADS_PREFIX + key;
}

/** Reads a stored file; null for an unknown or unsafe key. */
export async function readLocalFile(key: string): Promise<Buffer | null> {
  try {
    return await readFile(pathForKey(key));
  } catch {
    return null;
  }
}

export async function removeLocalFile(url: string): Promise<void> {
  if (!url.startsWith(LOCAL_UPLOADS_PREFIX)) return;
  await rm(pathForKey(url.slice(LOCAL_UPLOADS_PREFIX.length)), { force: true });
}
