import "server-only";
import { SmsNotSent } from "../not-sent";

/**
 * POSTs JSON to a messaging provider within `timeoutMs`, and answers its status and JSON (text
 * that is not JSON as `{ message }`). No answer in time, or none at all, is SmsNotSent naming `provider`.
 */
export async function postJson<T extends object>({
  provider,
  url,
  headers,
  body,
  timeoutMs,
}: {
  provider: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  timeoutMs: number;
}): Promise<{ status: number; answer: Partial<T> & { message?: unknown } }> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { ...headers, accept: "application/json", "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
      cache: "no-store",
    });
    const text = await response.text();
    let answer: Partial<T> & { message?: unknown };
    try {
      answer = text ? (JSON.parse(text) as Partial<T>) : {};
    } catch {
      answer = { message: text.slice(0, 200) } as Partial<T> & { message?: unknown };
    }
    return { status: response.status, answer: answer ?? {} };
  } catch (error) {
    if (error instanceof DOMException && error.name === "TimeoutError") {
      throw new SmsNotSent(`${provider} did not answer within ${timeoutMs} ms`);
    }
    throw new SmsNotSent(`${provider} could not be reached: ${error instanceof Error ? error.message : String(error)}`);
  }
}
