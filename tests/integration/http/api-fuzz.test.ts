import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openApiDocument } from "@/lib/api-docs/openapi";
import { hashPassword } from "@/lib/auth/password";
import { startSession } from "@/lib/accounts/sign-in/sessions";
import { CLIENT_IP_HEADER } from "@/lib/http/request/client-ip";
import { APP_ORIGIN, db, randomIp, uniqueEmail, type RouteHandler } from "../../support/api";
import { openHttpDoor, type HttpDoor } from "../../support/http-door";
import { makeProduct, type MadeProduct } from "../../support/factories";
import { openApiChecker, type OpenApiChecker } from "../../support/openapi-check";

// Property-based: every /api/v1 call of the OpenAPI document (which a test holds to the route
// files), 200 random bodies and query strings each, called as an admin (so the handler runs past
// its access check), as a signed-in customer, or as a visitor. Each answer is JSON with a 2xx or
// a 4xx, never a 5xx, and is what the document says that call answers with that status (checked
// by the OpenAPI validator of tests/support/openapi-check.ts, refusals included).
// Each call travels over HTTP through the request hook's rules (tests/support/http-door.ts): the
// client's address is what a proxy appended to X-Forwarded-For (after a forged 127.0.0.1 and a
// forged address header, which must count for nothing), as on a deployment behind one proxy. The
// middleware and the server's limits are tried over HTTP elsewhere (tests/system/api-idor.test.ts,
// tests/e2e/body-limits.spec.ts).
const RUNS = 200;
const API_DIR = path.join(import.meta.dirname, "../../../app/api/v1");
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type Media = Record<string, { schema: { properties?: object } }>;
type Operation = {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Media };
  responses: { "200": { content: Media } };
};

const document = openApiDocument();
const routes = Object.entries(document.paths as Record<string, Record<string, Operation>>).map(([apiPath, operations]) => ({
  apiPath,
  file: path.join(API_DIR, apiPath.replace(/\{(\w+)\}/g, "[$1]"), "route.ts"),
  // A path parameter: an id that names nothing (the document's other values are the query's and the body's).
  path: `/api/v1${apiPath.replace(/\{\w+\}/g, "no-such-id")}`,
  methods: Object.entries(operations).map(([method, operation]) => ({
    method: method.toUpperCase() as Method,
    // Every answer carries `success`, but for the document itself.
    answersSuccess: "success" in (operation.responses["200"].content["application/json"]?.schema.properties ?? {}),
  })),
}));

/** The query parameters the document gives a call. */
const queryNames = (apiPath: string, method: Method) =>
  new Set(
    ((document.paths as Record<string, Record<string, Operation>>)[apiPath]![method.toLowerCase()]!.parameters ?? []).flatMap(
      (parameter) => (parameter.in === "query" ? [parameter.name] : []),
    ),
  );

/** The field names the document gives the calls' queries and bodies. */
const DOCUMENTED_FIELDS = Object.values(document.paths as Record<string, Record<string, Operation>>).flatMap((operations) =>
  Object.values(operations).flatMap((operation) => [
    ...(operation.parameters ?? []).flatMap((parameter) => (parameter.in === "query" ? [parameter.name] : [])),
    ...Object.values(operation.requestBody?.content ?? {}).flatMap((media) => Object.keys(media.schema.properties ?? {})),
  ]),
);

// The names the calls read, so random bodies reach past "X is required" now and then: the
// document's, and a few it does not list (a cart line's fields alone, a role, the spec's userId).
const FIELDS = [...new Set([...DOCUMENTED_FIELDS, "sizeId", "subDetailId", "quantity", "role", "userId"])];

let product: MadeProduct;
let passwordHash: string;
let checker: OpenApiChecker;
let door: HttpDoor;

beforeAll(async () => {
  door = await openHttpDoor();
  checker = await openApiChecker();
  passwordHash = await hashPassword("Fuzz-password-1");
  product = await makeProduct({
    name: "Fuzz Kurta",
    variants: [
      { colorName: "Indigo", colorCode: "#2e3a87", sizes: [{ size: "M", pricePaise: 120_000, cutPricePaise: 150_000, stock: 3 }] },
    ],
  });
}, 60_000);

afterAll(() => door.close());

function knownValues(): fc.Arbitrary<unknown> {
  const variant = product.variants[0]!;
  const size = variant.sizes.M!;
  return fc.constantFrom(
    product.id,
    product.slug,
    variant.id,
    size.id,
    "asha@example.com",
    "Fuzz-password-1",
    "Maharashtra",
    "Pune",
    "411001",
    "9876543210",
    "true",
    "yes",
    "cod",
    "price",
    "relevance",
    "asc",
    "#2e3a87",
    "ADMIN",
    "1",
    "-1",
    "0",
    "1e309",
    "NaN",
    JSON.stringify([{ sizeId: size.id, quantity: 2 }]),
    JSON.stringify([{ sizeId: size.id, productId: product.id }]),
  );
}

/** A valid value for each field, so that a body can be valid but for one or two random fields. */
function validFields(): Record<string, unknown> {
  const variant = product.variants[0]!;
  const size = variant.sizes.M!;
  return {
    email: uniqueEmail("fuzz"),
    password: "Fuzz-password-1",
    confirmPassword: "Fuzz-password-1",
    fullname: "Asha Verma",
    phone: "9876543210",
    name: "Asha Verma",
    message: "A question about the sizes of this kurta.",
    addressLine1: "12 MG Road",
    state: "Maharashtra",
    city: "Pune",
    pinCode: "411001",
    phoneNumber: "9876543210",
    id: product.id,
    productId: product.id,
    sizeId: size.id,
    quantity: 1,
    cart: JSON.stringify([{ sizeId: size.id, quantity: 1 }]),
    wishlist: JSON.stringify([{ sizeId: size.id }]),
    page: 1,
    limit: 5,
    search: "kurta",
    token: "t".repeat(43),
    role: "CUSTOMER",
  };
}

// Characters that databases, parsers and patterns trip on, mixed in often.
const tricky = fc.constantFrom(
  "a",
  "Z",
  "0",
  " ",
  "\u0000",
  "\ud800",
  "\udfff",
  "\n",
  "é",
  "😀",
  "%",
  "'",
  '"',
  "\\",
  "@",
  ".",
  "#",
  "-",
  "&",
  "=",
);
const text = () =>
  fc.oneof(
    fc.string(),
    fc.string({ unit: tricky, maxLength: 40 }),
    fc.string({ unit: "binary", maxLength: 300 }),
    fc.string({ unit: "grapheme", maxLength: 50 }),
  );
const value = () => fc.oneof(knownValues(), text(), fc.jsonValue({ maxDepth: 3 }), fc.integer(), fc.double());
const fieldName = () => fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...FIELDS) }, { weight: 1, arbitrary: text() });

/** Fields that are valid but for a few random ones. */
const fields = <T>(random: fc.Arbitrary<T>) =>
  fc
    .tuple(fc.subarray(Object.keys(validFields())), fc.dictionary(fieldName(), random, { maxKeys: 3 }))
    .map(([keep, changed]) => ({ ...Object.fromEntries(Object.entries(validFields()).filter(([key]) => keep.includes(key))), ...changed }));

const asText = (data: Record<string, unknown>) => Object.fromEntries(Object.entries(data).map(([key, field]) => [key, String(field)]));

/**
 * A request body: JSON (object or not), a URL-encoded or multipart form, or raw bytes; with what the
 * server reads from it, as the document describes bodies (`read`: the JSON value, or the form's fields), and its media type.
 */
type Sent = { type: string | null; data: BodyInit; read?: { media: string; body: unknown } };
const body = (): fc.Arbitrary<Sent> =>
  fc.oneof(
    fields(value()).map((data) => ({
      type: "application/json",
      data: JSON.stringify(data),
      read: { media: "application/json", body: data },
    })),
    fc.jsonValue().map((json) => ({
      type: "application/json",
      data: JSON.stringify(json) ?? "",
      read: { media: "application/json", body: json },
    })),
    fields(text()).map((data) => ({
      type: "application/x-www-form-urlencoded",
      data: new URLSearchParams(asText(data)).toString(),
      read: { media: "application/x-www-form-urlencoded", body: asText(data) },
    })),
    fields(text()).map((data) => {
      const form = new FormData();
      for (const [key, field] of Object.entries(data)) form.append(key, String(field));
      return { type: null, data: form, read: { media: "multipart/form-data", body: asText(data) } };
    }),
    fc
      .tuple(fc.constantFrom("application/json", "multipart/form-data; boundary=x", "text/plain", ""), fc.string({ unit: "binary" }))
      .map(([type, raw]) => ({ type, data: raw })),
  );

const query = () =>
  fields(fc.oneof(text(), knownValues().map(String))).map((data) =>
    Object.fromEntries(Object.entries(data).map(([key, field]) => [key, String(field)])),
  );

type Caller = "admin" | "customer" | "visitor";

/** A fresh account per route, so that logoutAll or deleteUser in one route cannot end the others' session. */
async function freshToken(caller: Exclude<Caller, "visitor">): Promise<string> {
  const user = await db.user.create({
    data: {
      fullname: caller === "admin" ? "Fuzz Admin" : "Fuzz Customer",
      email: uniqueEmail("fuzz"),
      passwordHash,
      role: caller === "admin" ? "ADMIN" : "CUSTOMER",
      isVerified: true,
    },
  });
  return (await startSession(user)).token;
}

describe("every /api/v1 route answers random input with a 2xx or a 4xx, never a 5xx", () => {
  it("finds the routes", () => {
    expect(routes.length).toBeGreaterThanOrEqual(20);
  });

  for (const route of routes) {
    it(`${route.path}`, { timeout: 300_000 }, async () => {
      const routeModule = (await import(route.file)) as Partial<Record<Method, RouteHandler>>;
      expect(route.methods.every(({ method }) => typeof routeModule[method] === "function")).toBe(true);
      for (const { method, answersSuccess } of route.methods) {
        const handler = routeModule[method]!;
        const tokens = { admin: await freshToken("admin"), customer: await freshToken("customer") };
        await fc.assert(
          fc.asyncProperty(query(), body(), fc.constantFrom<Caller>("admin", "customer", "visitor"), async (params, sent, caller) => {
            const headers = new Headers({ "x-forwarded-for": `127.0.0.1, ${randomIp()}`, [CLIENT_IP_HEADER]: "127.0.0.1" });
            if (caller !== "visitor") headers.set("authorization", `Bearer ${tokens[caller]}`);
            const hasBody = method !== "GET";
            if (hasBody && sent.type !== null) headers.set("content-type", sent.type);
            const url = new URL(route.path, APP_ORIGIN);
            for (const [key, param] of Object.entries(params)) url.searchParams.append(key, param);
            const response = await door.send(handler, new Request(url, { method, headers, body: hasBody ? sent.data : undefined }));
            const answer = (await response.json()) as { success?: unknown; message?: unknown };
            const seen = `${caller}: ${method} ${url.pathname}${url.search} ${String(answer.message)}`;
            expect(response.status, seen).toBeLessThan(500);
            if (answersSuccess || !response.ok) expect(typeof answer.success).toBe("boolean");
            expect(checker.response({ method, path: url.pathname }, response.status, answer), seen).toEqual([]);
            // What the server took, the document describes: a request it answers 2xx is one the document accepts.
            const read = hasBody ? sent.read : { media: "application/json", body: undefined };
            // The server ignores parameters it does not read, so only the documented ones are held to the document.
            if (response.ok && read) {
              const known = new URLSearchParams([...url.searchParams].filter(([key]) => queryNames(route.apiPath, method).has(key)));
              const traffic = { method, path: `${url.pathname}?${known}`, headers: { "content-type": read.media }, body: read.body };
              expect(checker.request(traffic), `${seen}: the request, which the server took`).toEqual([]);
            }
            if (response.status === 401 && caller !== "visitor") tokens[caller] = await freshToken(caller);
          }),
          { numRuns: RUNS },
        );
      }
    });
  }
});
