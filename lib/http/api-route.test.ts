import { afterEach, describe, expect, it, vi } from "vitest";
import { AppError } from "@/lib/errors";
import { log } from "@/lib/log";
import { errorResponse } from "./api-route";

afterEach(() => vi.restoreAllMocks());

describe("errorResponse", () => {
  it("logs an unexpected error with its stack, and tells the client only that something went wrong", async () => {
    const logged = vi.spyOn(log, "error").mockImplementation(() => undefined);
    const error = new Error("connection to 10.0.0.5 refused");
    const response = errorResponse(error);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ success: false, message: "Something went wrong. Please try again." });
    expect(logged).toHaveBeenCalledWith({ err: error }, "request failed");
    expect(error.stack).toContain("api-route.test.ts");
  });

  it("answers a known error with its status and message, and logs nothing", async () => {
    const logged = vi.spyOn(log, "error");
    const response = errorResponse(new AppError("not_found", "Order not found"));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, message: "Order not found" });
    expect(logged).not.toHaveBeenCalled();
  });
});
