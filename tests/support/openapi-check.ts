import SwaggerParser from "@apidevtools/swagger-parser";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import OpenAPIBackend, { type Document } from "openapi-backend";
import { GET as openApiRoute } from "@/app/api/v1/openapi.json/route";
import { APP_ORIGIN } from "./api";

// Real requests and answers held to the OpenAPI document the shop serves (GET /api/v1/openapi.json),
// by openapi-backend's validator on draft 2020-12 (the JSON Schema of OpenAPI 3.1). Each check
// returns the violations as text: an empty list when the traffic is what the document says.
// openapi-backend checks a document against OpenAPI 3.0 only, so swagger-parser checks it (as 3.1)
// and resolves its references first; openapi-backend then takes it as it is (quick).

export type Traffic = {
  method: string;
  /** With its query string: "/api/v1/products/getAllProduct?page=1". */
  path: string;
  headers?: Record<string, string>;
  /** The body as the server reads it: a JSON value, or a form's fields. */
  body?: unknown;
};

/** A form's fields as the document describes them: a repeated field is the list of its values, a file its name. */
export function formFields(form: FormData): Record<string, unknown> {
  const fields: Record<string, unknown[]> = {};
  for (const [key, value] of form) (fields[key] ??= []).push(typeof value === "string" ? value : value.name);
  return Object.fromEntries(Object.entries(fields).map(([key, values]) => [key, values.length > 1 ? values : values[0]]));
}

export async function openApiChecker() {
  const served = await (await openApiRoute()).json();
  const definition = (await SwaggerParser.dereference(await SwaggerParser.validate(served))) as Document;
  const api = new OpenAPIBackend({
    definition,
    apiRoot: "/api/v1",
    strict: true,
    quick: true,
    customizeAjv: (_draft07, options) => {
      const ajv = new Ajv2020({ ...options, strict: false });
      addFormats(ajv);
      ajv.addFormat("binary", true);
      return ajv as never;
    },
  });
  await api.init();

  // The router lists every operation of the document again for each match: the fuzz test's 17,000 calls spent
  // an eighth of their time there. A call's operation is found once.
  const operations = new Map<string, NonNullable<ReturnType<typeof api.router.matchOperation>>>();
  function operationOf({ method, path }: Traffic) {
    const url = new URL(path, APP_ORIGIN);
    const key = `${method.toUpperCase()} ${url.pathname}`;
    let operation = operations.get(key);
    if (!operation) {
      operation = api.router.matchOperation({ method, path: url.pathname, headers: {}, query: {} });
      if (!operation) throw new Error(`${method} ${url.pathname} is not in the OpenAPI document`);
      operations.set(key, operation);
    }
    return { operation, url };
  }

  function bodySchema(method: string, path: string, media: string): Record<string, unknown> {
    const { operation } = operationOf({ method, path });
    const content = (operation.requestBody as { content?: Record<string, { schema: Record<string, unknown> }> } | undefined)?.content;
    const schema = content?.[media]?.schema;
    if (!schema) throw new Error(`${method} ${path} documents no ${media} body`);
    return schema;
  }

  const describe = (errors: { instancePath?: string; message?: string }[] | null | undefined) =>
    (errors ?? []).map((error) => `${error.instancePath || "/"} ${error.message}`);

  return {
    request(traffic: Traffic): string[] {
      const { operation, url } = operationOf(traffic);
      const query: Record<string, string | string[]> = {};
      for (const key of new Set(url.searchParams.keys())) {
        const values = url.searchParams.getAll(key);
        query[key] = values.length > 1 ? values : values[0]!;
      }
      const headers = { "content-type": "application/json", ...traffic.headers };
      const result = api.validator.validateRequest(
        { method: traffic.method, path: url.pathname, query, headers, body: traffic.body ?? {} },
        operation,
      );
      return describe(result.errors);
    },
    /** The answer against the document; with its content type (without parameters), that it is one documented for the status. */
    response(traffic: Traffic, status: number, body: unknown, contentType?: string): string[] {
      const { operation } = operationOf(traffic);
      const responses = (operation.responses ?? {}) as Record<string, { content?: Record<string, unknown> }>;
      const code = Object.keys(responses).find((each) => each === String(status) || each === `${Math.floor(status / 100)}XX`);
      if (!code) return [`status ${status} is not documented (${Object.keys(responses).join(", ")})`];
      const media = contentType?.split(";")[0]!.trim();
      const types = Object.keys(responses[code]!.content ?? {});
      if (media && !types.includes(media)) return [`${media} is not documented for status ${status} (${types.join(", ")})`];
      return describe(api.validator.validateResponse(body, operation, status).errors);
    },
    /** The fields the document requires in a body of this media type. */
    requiredFields(method: string, path: string, media: string): string[] {
      return (bodySchema(method, path, media).required as string[] | undefined) ?? [];
    },
    /** What the document says of a body field (JSON). */
    fieldDescription(method: string, path: string, field: string): string | undefined {
      const properties = bodySchema(method, path, "application/json").properties as Record<string, { description?: string }>;
      return properties[field]?.description;
    },
  };
}

export type OpenApiChecker = Awaited<ReturnType<typeof openApiChecker>>;
