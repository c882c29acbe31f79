import "server-only";
import { z } from "zod";
import { acceptedInput, NUMBER_AS_TEXT } from "@/lib/validation";
import { errorAnswer } from "./answers";
import { API_CALLS, type ApiCall } from "./calls";

// The OpenAPI 3.1 document of /api/v1, built from API_CALLS: each input and answer schema goes
// through zod's own JSON Schema output (draft 2020-12, which OpenAPI 3.1 uses), and every named
// schema (`.meta({ id })`) becomes a component.
type JsonSchema = Record<string, unknown>;

// Input as a client sends it: a field that takes more spellings than it checks (lib/validation.ts,
// `accepting`) by what it takes, another preprocessed field by the schema it is checked against,
// a file field as binary.
const override = ({ zodSchema, jsonSchema }: { zodSchema: z.core.$ZodType; jsonSchema: JsonSchema }) => {
  const accepts = acceptedInput(zodSchema);
  if (accepts) {
    const { description } = jsonSchema;
    for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
    const documented = toJsonSchema(accepts);
    delete documented.$schema;
    Object.assign(jsonSchema, description === undefined ? {} : { description }, documented);
    return;
  }
  const def = zodSchema._zod.def;
  if (def.type === "pipe" && (def as z.core.$ZodPipeDef).in._zod.def.type === "transform") {
    const checked = toJsonSchema((def as z.core.$ZodPipeDef).out);
    delete checked.$schema;
    Object.assign(jsonSchema, checked);
  }
  if (def.type === "custom" || def.type === "file") Object.assign(jsonSchema, { type: "string", format: "binary" });
};

function toJsonSchema(schema: z.core.$ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any", override }) as JsonSchema;
}

/** The schema, with the named schemas it uses moved to `components` and referred to there. */
function component(schema: z.core.$ZodType, components: Record<string, JsonSchema>): JsonSchema {
  const text = JSON.stringify(toJsonSchema(schema)).replaceAll('"#/$defs/', '"#/components/schemas/');
  const converted = JSON.parse(text) as JsonSchema;
  Object.assign(components, converted.$defs);
  delete converted.$schema;
  delete converted.$defs;
  return converted;
}

const json = (schema: JsonSchema) => ({ "application/json": { schema } });
const errorRef = (description: string) => ({ description, content: json({ $ref: "#/components/schemas/Error" }) });

const ACCESS_TEXT: Record<ApiCall["access"], string> = {
  public: "Anyone.",
  user: "A logged-in account (Bearer token or session cookie).",
  admin: "An admin (Bearer token or session cookie).",
  provider: "The provider whose webhook it is, with the token the shop set in its panel (401 without it).",
};

/**
 * A query parameter's schema: a query's values are all text, read by the parameter's type, so a number's text
 * spelling (a body's form field) would make any digits valid ("limit=101" beside its maximum of 100).
 */
function queryParameter(schema: JsonSchema): JsonSchema {
  const branches = schema.anyOf as JsonSchema[] | undefined;
  const numbers = branches?.filter((branch) => branch.description !== NUMBER_AS_TEXT);
  if (!branches || !numbers || numbers.length === branches.length) return schema;
  const rest = { ...schema };
  delete rest.anyOf;
  return numbers.length === 1 ? { ...rest, ...numbers[0] } : { ...rest, anyOf: numbers };
}

function operation(call: ApiCall, components: Record<string, JsonSchema>) {
  const input = call.input ? component(call.input, components) : undefined;
  const inQuery = call.method === "GET" || call.from === "query";
  // from: "query" reads the body too: each field may come from either, so neither requires it.
  const either = call.from === "query";
  const properties = (input?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set(either ? [] : ((input?.required ?? []) as string[]));
  const body = input && either ? { ...input, required: undefined } : input;
  return {
    operationId: `${call.method.toLowerCase()}${call.path.replace(/[{}]/g, "").replace(/[/.]+(\w)/g, (_, c: string) => c.toUpperCase())}`,
    summary: call.summary,
    description: `Who may call: ${ACCESS_TEXT[call.access]}${call.notes ? `\n\n${call.notes}` : ""}`,
    tags: [call.path.split("/")[1]!],
    "x-access": call.access,
    security: call.access === "public" || call.access === "provider" ? [] : [{ bearerAuth: [] }, { sessionCookie: [] }],
    parameters: [
      ...[...call.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ name, in: "path", required: true, schema: { type: "string" } })),
      ...(inQuery
        ? Object.entries(properties).map(([name, schema]) => ({
            name,
            in: "query",
            required: required.has(name),
            schema: queryParameter(schema),
          }))
        : []),
      ...(call.headers ?? []).map((header) => ({ ...header, in: "header", schema: { type: "string" } })),
    ],
    ...(body && (!inQuery || either)
      ? {
          requestBody: {
            // A body of one of several shapes (anyOf) names no required field of its own, yet is required.
            required: required.size > 0 || Array.isArray(body.anyOf),
            // Every call reads JSON and form bodies alike; multipart is first where files travel.
            content:
              call.body === "json"
                ? json(body)
                : {
                    ...(call.body === "multipart" ? { "multipart/form-data": { schema: body } } : {}),
                    ...json(body),
                    "application/x-www-form-urlencoded": { schema: body },
                  },
          },
        }
      : {}),
    responses: {
      "200": {
        description: "Done",
        content:
          call.answerType === "text"
            ? { "text/plain": { schema: component(call.answer, components) } }
            : json(component(call.answer, components)),
      },
      "4XX": errorRef("Refused: the message says why (400 bad input, 401, 403, 404, 409, 413, 429)"),
      "503": errorRef("The database or a provider is away for a moment: try again (Retry-After)"),
    },
  };
}

function build() {
  const components: Record<string, JsonSchema> = {};
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of API_CALLS) (paths[call.path] ??= {})[call.method.toLowerCase()] = operation(call, components);
  const error = component(errorAnswer, components);
  return {
    openapi: "3.1.0",
    info: {
      title: "Kurta shop API",
      version: "1",
      description:
        "The calls of the spec's section 7, and a few beyond it. Failures answer { success: false, message } with a 4xx status. " +
        "Money is in rupees unless a field says paise.",
    },
    servers: [{ url: "/api/v1" }],
    paths,
    components: {
      schemas: { ...components, Error: error },
      securitySchemes: {
        bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: "The token of /user/signin" },
        sessionCookie: {
          type: "apiKey",
          in: "cookie",
          name: "authjs.session-token",
          description: "The web session (__Secure-authjs.session-token over https); changes only from the shop's own origin",
        },
      },
    },
  };
}

let document: ReturnType<typeof build> | undefined;

/** GET /api/v1/openapi.json: built once per process. */
export function openApiDocument() {
  return (document ??= build());
}
