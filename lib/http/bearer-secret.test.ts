import { describe, expect, it } from "vitest";
import { hasBearerSecret } from "./bearer-secret";

const secret = "cron-secret-of-at-least-16";
const withAuth = (value?: string) => new Headers(value === undefined ? {} : { authorization: value });

describe("hasBearerSecret", () => {
  it("accepts exactly the bearer secret", () => {
    expect(hasBearerSecret(withAuth(`Bearer ${secret}`), secret)).toBe(true);
  });

  it("refuses no header, another scheme, a wrong, longer, shorter or differently cased secret", () => {
    for (const value of [
      undefined,
      "",
      secret,
      `Basic ${secret}`,
      `bearer ${secret}`,
      "Bearer ",
      `Bearer ${secret}x`,
      `Bearer ${secret.slice(1)}`,
      `Bearer ${secret.toUpperCase()}`,
    ]) {
      expect(hasBearerSecret(withAuth(value), secret), String(value)).toBe(false);
    }
  });
});
