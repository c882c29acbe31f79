import { afterAll, describe, expect, it } from "vitest";
import { POST as contact } from "@/app/api/v1/contact/route";
import { POST as resetLink } from "@/app/api/v1/auth/getResetPasswordLink/route";
import { POST as signin } from "@/app/api/v1/user/signin/route";
import { POST as signup } from "@/app/api/v1/user/signup/route";
import { call, db } from "../../support/api";

afterAll(() => db.$disconnect());

// The email that froze the server: `a@`, a megabyte of dots and `@` (the old pattern backtracked
// over every dot). Now it is refused for its length before any pattern looks at it.
const CRAFTED = `a@${".".repeat(999_000)}@`;
const LENGTH_MESSAGE = "Email must be at most 254 characters";

describe("a 1 MB email through the real routes", () => {
  it("user/signin answers 400 with the length message", async () => {
    const { status, body } = await call(signin, { path: "/api/v1/user/signin", json: { email: CRAFTED, password: "Whatever-123" } });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message: LENGTH_MESSAGE });
  });

  it("user/signup, auth/getResetPasswordLink and contact answer the same", async () => {
    const cases = [
      {
        handler: signup,
        path: "/api/v1/user/signup",
        json: { fullname: "A", email: CRAFTED, password: "Whatever-123", confirmPassword: "Whatever-123" },
      },
      { handler: resetLink, path: "/api/v1/auth/getResetPasswordLink", json: { email: CRAFTED } },
      { handler: contact, path: "/api/v1/contact", json: { name: "A", email: CRAFTED, message: "A question about sizes." } },
    ];
    for (const { handler, path, json } of cases) {
      const { status, body } = await call(handler, { path, json });
      expect(status, path).toBe(400);
      expect(body.errors?.email, path).toBe(LENGTH_MESSAGE);
    }
  });
});
