import { readdirSync } from "node:fs";
import path from "node:path";
import SwaggerParser from "@apidevtools/swagger-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as openApiRoute } from "@/app/api/v1/openapi.json/route";
import { POST as requestCode } from "@/app/api/v1/auth/otp/request/route";
import { POST as verifyCode } from "@/app/api/v1/auth/otp/verify/route";
import { POST as closeCodeRoute } from "@/app/api/v1/user/account/code/route";
import { DELETE as closeAccountRoute } from "@/app/api/v1/user/account/route";
import { API_CALLS } from "@/lib/api-docs/calls";
import { call, db, randomIp, signupAndLogin, type RouteHandler } from "../../support/api";
import { openApiChecker } from "../../support/openapi-check";
import { buyer, type Buyer } from "../orders/fixtures";

// GET /api/v1/openapi.json: a valid OpenAPI document that names every route file under
// app/api/v1 with exactly the methods it exports, and the access each call really has.
afterAll(() => db.$disconnect());

const API_DIR = path.join(import.meta.dirname, "../../../app/api/v1");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/** Every route file under app/api/v1, as the document names the path it serves ("/user/signup", "/promotions/{id}"). */
function routePaths(dir = API_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routePaths(full);
    return entry.name === "route.ts" ? [`/${path.relative(API_DIR, dir).split(path.sep).join("/")}`.replace(/\[(\w+)\]/g, "{$1}")] : [];
  });
}

async function handlersOf(apiPath: string): Promise<Partial<Record<(typeof METHODS)[number], RouteHandler>>> {
  return (await import(path.join(API_DIR, apiPath.replace(/\{(\w+)\}/g, "[$1]"), "route.ts"))) as Partial<
    Record<(typeof METHODS)[number], RouteHandler>
  >;
}

type Document = { openapi: string; paths: Record<string, Record<string, { "x-access": string; security: unknown[] }>> };
let document: Document;

beforeAll(async () => {
  const { status, body, response } = await call(openApiRoute, { path: "/api/v1/openapi.json" });
  expect(status).toBe(200);
  expect(response.headers.get("content-type")).toContain("application/json");
  document = body as unknown as Document;
});

describe("GET /api/v1/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    expect(document.openapi).toBe("3.1.0");
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it("lists every route file under app/api/v1 with exactly the methods it exports, and nothing else", async () => {
    const files = routePaths().sort();
    expect(Object.keys(document.paths).sort()).toEqual(files);
    for (const apiPath of files) {
      const exported = Object.keys(await handlersOf(apiPath)).filter((name) => (METHODS as readonly string[]).includes(name));
      expect(
        Object.keys(document.paths[apiPath]!)
          .map((method) => method.toUpperCase())
          .sort(),
        apiPath,
      ).toEqual(exported.sort());
    }
  });

  it("names each call's payload and answer fields as the spec does", () => {
    const operation = (apiPath: string, method: string) => JSON.stringify(document.paths[apiPath]![method]);
    expect(operation("/user/signup", "post")).toMatch(/"fullname".*"email".*"password".*"confirmPassword"/);
    expect(operation("/order/returnOrder", "post")).toMatch(/"orderId".*"reason".*"cart"/);
    expect(operation("/order/capturePayment", "post")).toContain('"#/components/schemas/Payment"');
    expect(operation("/review/getReview", "get")).toMatch(/"productId".*"limit"/);
  });

  describe("DELETE /user/account: both proofs the server takes are documented, and nothing less", () => {
    const CLOSE = { method: "DELETE", path: "/api/v1/user/account" } as const;
    const close = (token: string, json: unknown) => call(closeAccountRoute, { ...CLOSE, token, json });
    const lastCode = async (phone: string) =>
      (await db.smsMessage.findFirstOrThrow({ where: { to: phone }, orderBy: { createdAt: "desc" } })).text.match(/\b(\d{6})\b/)![1]!;

    it("a password account closes with its password, a phone account with its texted code, as the document says", async () => {
      const checker = await openApiChecker();
      const shopper = await signupAndLogin();
      expect(checker.request({ ...CLOSE, body: { password: shopper.password } })).toEqual([]);
      expect((await close(shopper.token, { password: shopper.password })).status).toBe(200);

      const ten = `6${String(Date.now() % 1_000_000_000).padStart(9, "0")}`;
      await call(requestCode, { path: "/api/v1/auth/otp/request", json: { phone: ten }, ip: randomIp() });
      const signedIn = await call(verifyCode, { path: "/api/v1/auth/otp/verify", json: { phone: ten, code: await lastCode(`+91${ten}`) } });
      const token = signedIn.body.token!;
      expect((await call(closeCodeRoute, { path: "/api/v1/user/account/code", method: "POST", token })).status).toBe(200);
      const body = { code: await lastCode(`+91${ten}`) };
      expect(checker.request({ ...CLOSE, body })).toEqual([]);
      expect((await close(token, body)).status).toBe(200);
    });

    it("a body with neither is refused by both", async () => {
      const checker = await openApiChecker();
      const shopper = await signupAndLogin();
      expect(checker.request({ ...CLOSE, body: {} })).not.toEqual([]);
      expect((await close(shopper.token, {})).status).toBe(400);
    });
  });

  describe("each call's access is the one documented", () => {
    let customer: Buyer;
    beforeAll(async () => {
      customer = await buyer();
    });

    for (const apiCall of API_CALLS) {
      it(`${apiCall.method} ${apiCall.path}: ${apiCall.access}`, async () => {
        const handler = (await handlersOf(apiCall.path))[apiCall.method]!;
        const json = apiCall.method === "GET" ? undefined : {};
        const visitor = await call(handler, { path: `/api/v1${apiCall.path}`, method: apiCall.method, json });
        if (apiCall.access === "public") expect(visitor.status).not.toBe(401);
        else expect(visitor.status).toBe(401);
        if (apiCall.access === "admin") {
          const refused = await call(handler, { path: `/api/v1${apiCall.path}`, method: apiCall.method, json, token: customer.token });
          expect(refused.status).toBe(403);
        }
      });
    }
  });
});
