import { openApiDocument } from "@/lib/api-docs/openapi";

// The OpenAPI 3.1 document of /api/v1 (lib/api-docs), the same for everyone.
export async function GET(): Promise<Response> {
  return Response.json(openApiDocument());
}
