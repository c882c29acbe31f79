import type { z } from "zod";
import { AppError } from "@/lib/errors";

/** Parses input with a schema shared by the forms and the routes; the first message leads. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join(".") || "_";
    fields[path] ??= issue.message;
  }
  throw new AppError("validation", result.error.issues[0]?.message ?? "Invalid input", fields);
}
