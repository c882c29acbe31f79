import { CredentialsSignin } from "@auth/core/errors";
import { afterEach, describe, expect, it, vi } from "vitest";
import { authLogger } from "./auth-logger";

afterEach(() => vi.restoreAllMocks());

describe("authLogger", () => {
  it("writes nothing for a refused login", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    authLogger.error(new CredentialsSignin("Invalid email or password"));
    expect(error).not.toHaveBeenCalled();
  });

  it("still reports every other error", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const failure = new Error("the database is down");
    authLogger.error(failure);
    expect(error).toHaveBeenCalledExactlyOnceWith(failure);
  });
});
