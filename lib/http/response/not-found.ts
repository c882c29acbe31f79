import "server-only";
import { notFound } from "next/navigation";
import { AppError } from "@/lib/errors";

// A page whose address names nothing the caller may see answers 404.

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
