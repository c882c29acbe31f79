import type { z } from "zod";
import { AppError } from "@/lib/errors";

/** A failed parse as a typed error: the first message leads, and each field keeps its first message. */
export function validationError(error: z.core.$ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join(".") || "_";
    fields[path] ??= issue.message;
  }
  return new AppError("validation", error.issues[0]?.message ?? "Invalid input", fields);
}

/** Parses input with a schema shared by the forms and the routes; the first message leads. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw validationError(result.error);
}
