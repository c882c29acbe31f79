import type { Caller, Ctx } from "@/lib/auth/caller";

// The page door: server components and their cached loaders call the same domain functions as
// the API and the actions. A page only reads, so it has no client address to count against a
// rate limit; its caller comes from the page guard (lib/auth/page-guards.ts), or none for what
// every visitor sees alike (a cached read runs without the request). No Next.js import here:
// middleware.ts reaches this through lib/orders/page-gate.ts.
export function pageContext(caller: Caller | null = null): Ctx {
  return { caller, ip: "" };
}
