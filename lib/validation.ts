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

const WHOLE_TEXT = /^\s*[+-]?\d+(\.0*)?\s*$/;
const DECIMAL_TEXT = /^\s*[+-]?(\d+(\.\d*)?|\.\d+)\s*$/;

/** How the document names a number's text spelling; a query parameter leaves it out (lib/api-docs/openapi.ts). */
export const NUMBER_AS_TEXT = "The number as text";

/** A field's messages: one for every refusal, or one for each kind. */
type NumberMessages = string | { type: string; int: string; min: string; max: string };

/**
 * A number sent as a number or as text of `documentedText` (a form's field, a query); "", true or a list stay as they
 * are, refused. Other decimal text is read only when it cannot pass, for its message ("2.5" is not whole): what the
 * server takes, the document shows.
 */
function numberField(checked: z.ZodType<number>, documented: z.ZodNumber, documentedText: RegExp) {
  const read = (value: unknown) => {
    if (typeof value !== "string" || !DECIMAL_TEXT.test(value)) return value;
    const number = Number(value);
    return documentedText.test(value) || !Number.isInteger(number) ? number : value;
  };
  return accepting(z.preprocess(read, checked), z.union([documented, z.string().regex(documentedText).describe(NUMBER_AS_TEXT)]));
}

/**
 * A whole number from `min` (0 or more) to `max`, sent as a number or as its digits (a form's field).
 * Not z.coerce, which reads "", null, true and [] as 0 or 1 (an emptied field would save a 0), and "1e2" or "0x10" as numbers.
 */
export function wholeNumber(messages: NumberMessages, min: number, max: number) {
  const say = typeof messages === "string" ? { type: messages, int: messages, min: messages, max: messages } : messages;
  return numberField(z.number({ error: say.type }).int(say.int).min(min, say.min).max(max, say.max), z.int().min(min).max(max), WHOLE_TEXT);
}

/** A list's page, from 1: the one rule of every paged list the back office and the API read. */
export const pageNumber = () => wholeNumber("page must be a whole number from 1", 1, 100_000);

/** `wholeNumber` whose messages name the field as the API calls it ("page must be at least 1"). */
export function namedWholeNumber(name: string, min: number, max: number) {
  return wholeNumber(
    {
      type: `${name} must be a number`,
      int: `${name} must be a whole number`,
      min: `${name} must be at least ${min}`,
      max: `${name} must be at most ${max}`,
    },
    min,
    max,
  );
}

/**
 * A number as a number or its decimal text, from `min` to `max` when given; without them, for a field whose range is
 * checked later (it depends on another field).
 */
export function decimalNumber(messages: string | { type: string; min: string; max: string }, range?: { min: number; max: number }) {
  const say = typeof messages === "string" ? { type: messages, min: messages, max: messages } : messages;
  const checked = z.number({ error: say.type });
  return range
    ? numberField(checked.min(range.min, say.min).max(range.max, say.max), z.number().min(range.min).max(range.max), DECIMAL_TEXT)
    : numberField(checked, z.number(), DECIMAL_TEXT);
}

/** Rupees from `min` to `max`, to the paisa (two decimals at most), as a number or its text. */
export function rupeesNumber(message: string, min: number, max: number) {
  const toThePaisa = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
  return numberField(
    z.number({ error: message }).min(min, message).max(max, message).refine(toThePaisa, message),
    z.number().min(min).max(max),
    DECIMAL_TEXT,
  );
}

/** Words taken in any case, as a string schema for the document ("on" matches On, ON, on). */
export function anyCase(words: readonly string[], description?: string): z.ZodString {
  const letters = (word: string) =>
    [...word].map((c) => (c.toLowerCase() === c.toUpperCase() ? c : `[${c.toUpperCase()}${c.toLowerCase()}]`)).join("");
  const schema = z.string().regex(new RegExp(`^(${words.map(letters).join("|")})$`));
  return description ? schema.describe(description) : schema;
}
