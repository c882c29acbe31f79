import "server-only";
import { notFound } from "next/navigation";
import type { Caller, Ctx } from "@/lib/auth/caller";
import { AppError } from "@/lib/errors";

// The page door: server components and their cached loaders call the same domain functions as
// the API and the actions. A page only reads, so it has no client address to count against a
// rate limit; its caller comes from the page guard (lib/auth/page-guards.ts), or none for what
// every visitor sees alike (a cached read runs without the request).
export function pageContext(caller: Caller | null = null): Ctx {
  return { caller, ip: "" };
}

/** Whether a read failed because its key names nothing the caller may see: unknown, someone else's, or not a key at all. */
export function namesNothing(error: unknown): boolean {
  return error instanceof AppError && (error.code === "not_found" || error.code === "validation");
}

/** What a page shows, or its 404 when the key in its address names nothing the caller may see. */
export async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (namesNothing(error)) notFound();
    throw error;
  }
}
