import { AppError } from "@/lib/errors";

const MAX_JSON_BYTES = 1_000_000;

/** The request's input as a plain object: query for GET, else JSON or form fields (files kept). */
export async function readInput(request: Request): Promise<Record<string, unknown>> {
  if (request.method === "GET" || request.method === "HEAD") {
    return Object.fromEntries(new URL(request.url).searchParams);
  }
  const type = request.headers.get("content-type") ?? "";
  if (type.startsWith("multipart/form-data") || type.startsWith("application/x-www-form-urlencoded")) {
    const form = await request.formData().catch(() => {
      throw new AppError("validation", "The form data could not be read");
    });
    const fields: Record<string, unknown> = {};
    for (const [key, value] of form) fields[key] = value;
    return fields;
  }
  const text = await request.text();
  if (text.length > MAX_JSON_BYTES) throw new AppError("validation", "The request is too large");
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
  return body as Record<string, unknown>;
}
