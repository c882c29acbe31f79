import { AppError } from "@/lib/errors";

const MB = 1024 * 1024;
/** JSON and URL-encoded bodies. */
export const MAX_BODY_BYTES = 1 * MB;
/** Multipart bodies of the routes that take a picture (one image of up to 5 MB, with room for the form). */
export const MAX_UPLOAD_BODY_BYTES = 12 * MB;

export type ReadOptions = {
  /** The route takes a picture: multipart bodies may reach MAX_UPLOAD_BODY_BYTES. */
  uploads?: boolean;
  /** Overrides MAX_UPLOAD_BODY_BYTES for a route that takes several pictures. */
  uploadLimit?: number;
  /** Form fields that may repeat: each is read as the list of its values, in order. */
  lists?: readonly string[];
};

export function tooLarge(limit: number): AppError {
  return new AppError("payload_too_large", `The request is too large: at most ${limit / MB} MB`);
}

/**
 * The body's bytes, counted as they stream in: past `limit` the read stops and a 413 is thrown.
 * Content-Length only lets us refuse early; it may be absent (chunked) or false, so it is never trusted.
 */
export async function readBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length"));
  if (declared > limit) {
    await request.body?.cancel().catch(() => {});
    throw tooLarge(limit);
  }
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The request's input as a plain object: query for GET, else JSON or form fields (files kept). */
export async function readInput(request: Request, options: ReadOptions = {}): Promise<Record<string, unknown>> {
  if (request.method === "GET" || request.method === "HEAD") return queryFields(new URL(request.url).searchParams);
  const type = request.headers.get("content-type") ?? "";
  const multipart = type.startsWith("multipart/form-data");
  const bytes = await readBody(request, multipart && options.uploads ? (options.uploadLimit ?? MAX_UPLOAD_BODY_BYTES) : MAX_BODY_BYTES);
  if (multipart || type.startsWith("application/x-www-form-urlencoded")) {
    // Parsed only once the capped read is done, from the bytes already in hand.
    const form = await new Response(bytes, { headers: { "content-type": type } }).formData().catch(() => {
      throw new AppError("validation", "The form data could not be read");
    });
    return formFields(form, options.lists ?? []);
  }
  const text = new TextDecoder().decode(bytes);
  if (!text.trim()) return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError("validation", "The request body is not valid JSON");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new AppError("validation", "The request body must be a JSON object");
  }
  for (const key of Object.keys(body)) if (key.includes("[")) throw notUnderstood(key);
  return body as Record<string, unknown>;
}

/** A query string's parameters; one sent twice is refused, as a body field is, never read as one of its values. */
export function queryFields(params: URLSearchParams): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of params) {
    if (Object.hasOwn(fields, key)) throw sentTwice(key);
    fields[key] = value;
  }
  return fields;
}

const sentTwiceMessage = (name: string) => `${name} was sent more than once: send it once`;
const sentTwice = (name: string) => new AppError("validation", sentTwiceMessage(name), { [name]: sentTwiceMessage(name) });

/** `details[]` and `details[0]`: a list's item as axios, jQuery and PHP spell it in a form. */
const LIST_ITEM = /^([^[\]]+)\[(\d*)\]$/;

function notUnderstood(key: string): AppError {
  const name = key.slice(0, key.indexOf("["));
  return new AppError(
    "validation",
    `The field ${key} is not understood: send ${name} as repeated ${name} fields, as ${name}[] or ${name}[0], ${name}[1]…, or as JSON text`,
  );
}

/**
 * A form's fields, no value dropped: a field sent more than once, or named as a list's item
 * (`details[]`, `details[0]`), is the list of its values in order; `lists` are lists even when sent
 * once. A name in brackets that is not a list's item (`sizes[0][size]`), or a list sent in two
 * spellings at once, is refused with the spellings that work.
 */
function formFields(form: FormData, lists: readonly string[]): Record<string, unknown> {
  const values = new Map<string, { index: number; value: unknown }[]>();
  const spellings = new Map<string, "plain" | "item">();
  for (const [key, value] of form) {
    const item = LIST_ITEM.exec(key);
    if (!item && key.includes("[")) throw notUnderstood(key);
    const name = item ? item[1]! : key;
    const spelling = item ? "item" : "plain";
    if ((spellings.get(name) ?? spelling) !== spelling) {
      throw new AppError("validation", `${name} was sent both as ${name} and as ${name}[…]: send one of them`);
    }
    spellings.set(name, spelling);
    const list = values.get(name) ?? [];
    list.push({ index: item?.[2] ? Number(item[2]) : list.length, value });
    values.set(name, list);
  }
  const fields: Record<string, unknown> = {};
  for (const [name, list] of values) {
    const inOrder = list.toSorted((a, b) => a.index - b.index).map((entry) => entry.value);
    fields[name] = inOrder.length > 1 || spellings.get(name) === "item" || lists.includes(name) ? inOrder : inOrder[0];
  }
  return fields;
}
