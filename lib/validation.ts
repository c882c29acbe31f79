import { z } from "zod";
import { AppError } from "@/lib/errors";

/**
 * A failed parse as a typed error: the first message leads, and each field keeps its first message.
 * With the input, a field that takes one value and was given several (a form field sent twice) says so,
 * rather than the field's own message ("Enter a code" for a code that was typed).
 */
export function validationError(error: z.core.$ZodError, input?: unknown): AppError {
  const fields: Record<string, string> = {};
  const messages = error.issues.map((issue) =>
    sentAsList(issue, input) ? oneValueMessage(issue.path.map(String).join(".")) : issue.message,
  );
  error.issues.forEach((issue, index) => {
    const path = issue.path.map(String).join(".") || "_";
    fields[path] ??= messages[index]!;
  });
  return new AppError("validation", messages[0] ?? "Invalid input", fields);
}

/** A field that takes one value, given a list: a form field sent twice, or a JSON array. */
export const oneValueMessage = (name: string) => `${name} was sent more than once (or as a list): send one value`;

function sentAsList(issue: z.core.$ZodIssue, input: unknown): boolean {
  if (issue.code !== "invalid_type" || issue.expected === "array" || issue.path.length === 0) return false;
  let value = input;
  for (const key of issue.path)
    value = typeof value === "object" && value !== null ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return Array.isArray(value);
}

/** Parses input with a schema shared by the forms and the routes; the first message leads. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw validationError(result.error, input);
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
