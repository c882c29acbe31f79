import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { paramsOfSegment } from "@/lib/catalog/search/search-segment";
import { middleware } from "@/middleware";
import { APP_ORIGIN } from "../../support/api";

// /search?… is served from the page kept for its parameters (docs/decisions/056-search-at-speed.md):
// the middleware rewrites it from its second visit on (decision 088), with the same security headers,
// and leaves every other page alone.
async function servedFrom(path: string): Promise<string> {
  const response = await middleware(new NextRequest(new URL(path, APP_ORIGIN)));
  expect(response.headers.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
  const rewrite = response.headers.get("x-middleware-rewrite");
  return rewrite ? new URL(rewrite).pathname : response.headers.get("x-middleware-next") === "1" ? "itself" : `${response.status}`;
}

describe("the search page's address", () => {
  it("is rendered on request at its first visit, then served from one kept page per distinct parameters, in the order they were chosen", async () => {
    const path = `/search?search=Silk%20Kurta%20${Date.now()}&size=M&utm_source=mail`;
    expect(await servedFrom(path)).toBe("itself");
    const served = await servedFrom(path);
    expect(served).toMatch(/^\/search\/[\w-]+$/);
    expect(paramsOfSegment(served.split("/")[2]!)).toMatchObject({ size: "M" });
    expect(await servedFrom(path.replace("utm_source=mail", "utm_source=ad"))).toBe(served);
    const reordered = path.replace(/search=([^&]+)&size=M/, "size=M&search=$1");
    expect(await servedFrom(reordered)).toBe("itself");
    expect(await servedFrom(reordered)).not.toBe(served);
    expect(await servedFrom("/search")).toBe("/search/all");
  });

  it("keeps the Hindi search's pages the same way, apart from the English ones", async () => {
    const query = `?search=Silk%20Kurta%20${Date.now()}&size=M`;
    expect(await servedFrom(`/search${query}`)).toBe("itself");
    expect(await servedFrom(`/hi/search${query}`)).toBe("itself");
    const served = await servedFrom(`/hi/search${query}`);
    expect(served).toMatch(/^\/hi\/search\/[\w-]+$/);
    expect(paramsOfSegment(served.split("/")[3]!)).toMatchObject({ size: "M" });
    expect(await servedFrom("/hi/search")).toBe("/hi/search/all");
  });

  it("does not count a prefetch as a visit", async () => {
    const path = `/search?search=linen%20${Date.now()}`;
    const prefetch = async () => {
      const request = new NextRequest(new URL(path, APP_ORIGIN), { headers: { "next-router-prefetch": "1" } });
      const rewrite = (await middleware(request)).headers.get("x-middleware-rewrite");
      return rewrite ? new URL(rewrite).pathname : "itself";
    };
    expect(await prefetch()).toBe("itself");
    expect(await servedFrom(path)).toBe("itself");
    expect(await prefetch()).toMatch(/^\/search\/[\w-]+$/);
  });

  it("leaves other pages as they are", async () => {
    for (const path of ["/", "/category/silk-kurtas", "/searching", "/hi", "/hi/searching"]) expect(await servedFrom(path)).toBe("itself");
  });
});
