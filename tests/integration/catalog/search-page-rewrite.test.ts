import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { paramsOfSegment } from "@/lib/catalog/search-segment";
import { middleware } from "@/middleware";
import { APP_ORIGIN } from "../../support/api";

// /search?… is served from the page kept for its parameters (docs/decisions/056-search-at-speed.md):
// the middleware rewrites it, with the same security headers, and leaves every other page alone.
async function servedFrom(path: string): Promise<string> {
  const response = await middleware(new NextRequest(new URL(path, APP_ORIGIN)));
  expect(response.headers.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
  const rewrite = response.headers.get("x-middleware-rewrite");
  return rewrite ? new URL(rewrite).pathname : response.headers.get("x-middleware-next") === "1" ? "itself" : `${response.status}`;
}

describe("the search page's address", () => {
  it("is served from one kept page per distinct parameters, in the order they were chosen", async () => {
    const served = await servedFrom("/search?search=Silk%20Kurta&size=M&utm_source=mail");
    expect(served).toMatch(/^\/search\/[\w-]+$/);
    expect(paramsOfSegment(served.split("/")[2]!)).toEqual({ search: "Silk Kurta", size: "M" });
    expect(await servedFrom("/search?size=M&search=Silk%20Kurta")).not.toBe(served);
    expect(await servedFrom("/search")).toBe("/search/all");
  });

  it("leaves other pages as they are", async () => {
    for (const path of ["/", "/category/silk-kurtas", "/searching"]) expect(await servedFrom(path)).toBe("itself");
  });
});
