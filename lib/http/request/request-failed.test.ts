import { afterEach, describe, expect, it, vi } from "vitest";
import { log } from "@/lib/log";
import { requestFailed } from "./request-failed";

class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

afterEach(() => vi.restoreAllMocks());

describe("requestFailed", () => {
  it("logs a failure of ours as an error, with the error and its route", () => {
    const error = vi.spyOn(log, "error").mockImplementation(() => undefined);
    const warn = vi.spyOn(log, "warn").mockImplementation(() => undefined);
    const boom = new Error("boom");
    requestFailed(boom, { method: "GET", path: "/reset-password/secret-token?x=1" }, "render");
    expect(error).toHaveBeenCalledWith(
      { err: boom, method: "GET", route: "/reset-password/:token", routeType: "render" },
      "request failed",
    );
    expect(warn).not.toHaveBeenCalled();
  });

  it("logs Next's refusal of a caller's body (413) as a one-line warning, without the stack", () => {
    const error = vi.spyOn(log, "error").mockImplementation(() => undefined);
    const warn = vi.spyOn(log, "warn").mockImplementation(() => undefined);
    requestFailed(
      new ApiError(413, "Body exceeded 12mb limit.\nTo configure the body size limit…"),
      { method: "POST", path: "/contactUs" },
      "action",
    );
    expect(warn).toHaveBeenCalledWith(
      { method: "POST", route: "/contactUs", routeType: "action", status: 413, reason: "Body exceeded 12mb limit." },
      "request refused",
    );
    expect(error).not.toHaveBeenCalled();
  });

  it("keeps a 5xx status, or one that is not a number, an error of ours", () => {
    const error = vi.spyOn(log, "error").mockImplementation(() => undefined);
    requestFailed(new ApiError(500, "broken"), { method: "GET", path: "/" });
    requestFailed({ statusCode: "413" }, { method: "GET", path: "/" });
    expect(error).toHaveBeenCalledTimes(2);
  });
});
