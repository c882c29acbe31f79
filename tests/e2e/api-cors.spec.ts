import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { PRIYA, bearer } from "./support";

// The spec's client on its own host (CORS_ORIGINS=https://spec-client.example in
// playwright.config.ts), against the production server: its preflights are answered and its
// answers readable, with credentials; any other origin gets no Access-Control-Allow-* header.
const ALLOWED = "https://spec-client.example";
const OTHER = "https://evil.example";

const corsOf = (response: APIResponse) =>
  Object.fromEntries(Object.entries(response.headers()).filter(([name]) => name.startsWith("access-control-")));

function preflight(request: APIRequestContext, origin: string, path = "/api/v1/order/cashOnDelivery") {
  return request.fetch(path, {
    method: "OPTIONS",
    headers: {
      Origin: origin,
      "Access-Control-Request-Method": "POST",
      "Access-Control-Request-Headers": "authorization, content-type, idempotency-key",
    },
  });
}

test("an allowed origin's preflight names the methods, headers and credentials it may use", async ({ request }) => {
  const response = await preflight(request, ALLOWED);
  expect(response.status()).toBe(204);
  expect(corsOf(response)).toEqual({
    "access-control-allow-origin": ALLOWED,
    "access-control-allow-credentials": "true",
    "access-control-allow-methods": "GET, POST, PUT, PATCH, DELETE",
    "access-control-allow-headers": "Authorization, Content-Type, Idempotency-Key",
    "access-control-expose-headers": "Retry-After",
    "access-control-max-age": "600",
  });
  expect(response.headers()["vary"]).toContain("Origin");
});

test("another origin's preflight gets no CORS header at all", async ({ request }) => {
  for (const path of ["/api/v1/order/cashOnDelivery", "/api/v1/user/getUser"]) {
    const response = await preflight(request, OTHER, path);
    expect(corsOf(response), path).toEqual({});
    expect(response.headers()["vary"]).toContain("Origin");
  }
});

test("answers carry the CORS headers for an allowed origin only, success and refusal alike", async ({ request }) => {
  const auth = await bearer(request, PRIYA);
  const mine = await request.get("/api/v1/user/getUser", { headers: { ...auth, Origin: ALLOWED } });
  expect(mine.status()).toBe(200);
  expect(corsOf(mine)).toMatchObject({ "access-control-allow-origin": ALLOWED, "access-control-allow-credentials": "true" });

  const refused = await request.get("/api/v1/user/getUser", { headers: { Origin: ALLOWED } });
  expect(refused.status()).toBe(401);
  expect(corsOf(refused)).toMatchObject({ "access-control-allow-origin": ALLOWED });

  const other = await request.get("/api/v1/user/getUser", { headers: { ...auth, Origin: OTHER } });
  expect(other.status()).toBe(200);
  expect(corsOf(other)).toEqual({});
});
