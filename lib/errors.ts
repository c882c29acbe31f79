// The typed errors every domain function throws; the doors map them to HTTP and to forms.
export type AppErrorCode =
  | "validation"
  | "unauthenticated"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "out_of_stock"
  | "rate_limited"
  | "payload_too_large"
  | "bad_gateway"
  | "unavailable";

const STATUS: Record<AppErrorCode, number> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  out_of_stock: 409,
  rate_limited: 429,
  payload_too_large: 413,
  // An outside provider (shipping, payments) refused or answered nonsense.
  bad_gateway: 502,
  unavailable: 503,
};

/** How long a client should wait after a 503 before trying again. */
export const RETRY_AFTER_SECONDS = 5;

export class AppError extends Error {
  name = "AppError";
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  get status(): number {
    return STATUS[this.code];
  }

  /** Seconds a client should wait before trying again (RFC 9110's Retry-After), for a 503. */
  get retryAfterSeconds(): number | undefined {
    return this.code === "unavailable" ? RETRY_AFTER_SECONDS : undefined;
  }
}
