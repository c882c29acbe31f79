import { describe, expect, it } from "vitest";
import { isLoggedRoute, noteRequestUser, requestContext, requestIdFor, routeOf, type RequestContext } from "./log";

describe("request log helpers", () => {
  it("takes a trusted proxy's request id, and makes one otherwise or when it looks wrong", () => {
    expect(requestIdFor("lb-7f3a.42", true)).toBe("lb-7f3a.42");
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(requestIdFor("lb-7f3a.42", false)).toMatch(uuid);
    expect(requestIdFor(undefined, true)).toMatch(uuid);
    for (const bad of ["", "a b", "x".repeat(129), 'id"\n{"level":"fatal"}', ["a", "b"]]) expect(requestIdFor(bad, true)).toMatch(uuid);
    expect(requestIdFor("a", true)).not.toBe(requestIdFor(undefined, true));
  });

  it("logs the path without its query string or a one-time token", () => {
    expect(routeOf("/search?search=silk&page=2")).toBe("/search");
    expect(routeOf("/api/v1/user/signin")).toBe("/api/v1/user/signin");
    expect(routeOf("/verify/abc123secret")).toBe("/verify/:token");
    expect(routeOf("/reset-password/abc123secret?x=1")).toBe("/reset-password/:token");
    expect(routeOf("/reset-password")).toBe("/reset-password");
    expect(routeOf(`/${"a".repeat(2000)}`)).toHaveLength(512);
  });

  it("leaves only the build's static files out", () => {
    expect(isLoggedRoute("/_next/static/chunks/app.js")).toBe(false);
    for (const route of ["/", "/_next/image", "/api/health", "/uploads/x.webp"]) expect(isLoggedRoute(route)).toBe(true);
  });

  it("notes the user on the request being served, and nowhere else", () => {
    const context: RequestContext = { id: "r1" };
    requestContext.run(context, () => noteRequestUser("user-1"));
    expect(context).toEqual({ id: "r1", userId: "user-1" });
    expect(() => noteRequestUser("user-2")).not.toThrow();
  });
});
