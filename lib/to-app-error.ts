import { z } from "zod";
import { databaseUnavailable } from "@/lib/db-errors";
import { AppError } from "@/lib/errors";
import { validationError } from "@/lib/validation";

// The one mapping from the errors of our libraries to AppError, used by both doors
// (lib/http/api-route.ts and lib/http/action.ts), so bad input never becomes a 500.

const INVALID_VALUE = "A value is not valid: it may be too long or hold characters that cannot be stored";

/** Prisma's error codes (https://www.prisma.io/docs/orm/reference/error-reference). */
const BY_PRISMA_CODE: Record<string, () => AppError> = {
  P2002: () => new AppError("conflict", "This already exists"),
  P2025: () => new AppError("not_found", "Not found"),
  P2001: () => new AppError("not_found", "Not found"),
  P2015: () => new AppError("not_found", "Not found"),
  P2018: () => new AppError("not_found", "Not found"),
  P2003: () => new AppError("not_found", "Something this refers to was not found"),
  P2034: () => new AppError("conflict", "Someone changed this at the same moment. Please try again."),
  P2000: () => new AppError("validation", "A value is too long"),
  ...Object.fromEntries(
    ["P2005", "P2006", "P2007", "P2011", "P2012", "P2019", "P2020", "P2023"].map((code) => [
      code,
      () => new AppError("validation", INVALID_VALUE),
    ]),
  ),
};

/** PostgreSQL's SQLSTATE of errors Prisma passes through without a code of its own (P2010, P2039). */
function bySqlState(state: string): AppError | null {
  if (state === "23505") return BY_PRISMA_CODE.P2002!();
  if (state === "23503") return BY_PRISMA_CODE.P2003!();
  // 22xxx: data exceptions (bad syntax, out of range, NUL bytes...); 23502/23514: NOT NULL and CHECK.
  if (state.startsWith("22") || state === "23502" || state === "23514") return new AppError("validation", INVALID_VALUE);
  if (state === "40001" || state === "40P01") return BY_PRISMA_CODE.P2034!();
  return null;
}

type PrismaLike = { name?: unknown; code?: unknown; meta?: { driverAdapterError?: { cause?: { originalCode?: unknown } } } };

/** The AppError an error stands for, or null when it is a fault of ours (the doors log it and answer 500). */
export function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  const busy = databaseUnavailable(error);
  if (busy) return busy;
  if (error instanceof z.core.$ZodError) return validationError(error);
  // Arithmetic on numbers a client chose (a total past 2^53) or a date out of range.
  if (error instanceof RangeError) return new AppError("validation", "A number in the request is out of range");
  if (typeof error !== "object" || error === null) return null;
  const { name, code, meta } = error as PrismaLike;
  if (name === "PrismaClientKnownRequestError" && typeof code === "string") {
    const mapped = BY_PRISMA_CODE[code]?.();
    if (mapped) return mapped;
    const state = meta?.driverAdapterError?.cause?.originalCode;
    return typeof state === "string" ? bySqlState(state) : null;
  }
  // Arguments Prisma refuses before asking the database (a value of the wrong type).
  if (name === "PrismaClientValidationError") return new AppError("validation", "The request is not valid");
  return null;
}

/** A unique index refused the row (two requests made the same thing at once, or it is taken). */
export function isUniqueClash(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { name, code } = error as PrismaLike;
  return name === "PrismaClientKnownRequestError" && code === "P2002";
}
