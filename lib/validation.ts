import { z } from "zod";
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

/**
 * Fields that take more spellings than the schema they are checked against (On/Off for a boolean,
 * digits sent as a number, a list as JSON text): the API document shows what they accept instead.
 */
const accepted = new WeakMap<z.core.$ZodType, z.ZodType>();

export function accepting<S extends z.ZodType>(schema: S, accepts: z.ZodType): S {
  accepted.set(schema, accepts);
  return schema;
}

/** What a field built by `accepting` takes, for the API document (also once refined: zod's copy names its parent). */
export function acceptedInput(schema: z.core.$ZodType): z.ZodType | undefined {
  for (let each: z.core.$ZodType | undefined = schema; each; each = each._zod.parent) {
    const accepts = accepted.get(each);
    if (accepts) return accepts;
  }
  return undefined;
}

/** Words taken in any case, as a string schema for the document ("on" matches On, ON, on). */
export function anyCase(words: readonly string[], description?: string): z.ZodString {
  const letters = (word: string) =>
    [...word].map((c) => (c.toLowerCase() === c.toUpperCase() ? c : `[${c.toUpperCase()}${c.toLowerCase()}]`)).join("");
  const schema = z.string().regex(new RegExp(`^(${words.map(letters).join("|")})$`));
  return description ? schema.describe(description) : schema;
}
