import { NextRequest } from "next/server";
import { handlers } from "@/lib/accounts/sign-in/nextauth";
import { errorResponse } from "@/lib/http/api-route";
import { MAX_BODY_BYTES, readBody } from "@/lib/http/request/read-input";

export const { GET } = handlers;

/** Auth.js reads a body whole: it gets at most 1 MB, counted while the body streams in. */
export async function POST(request: NextRequest): Promise<Response> {
  let body: Uint8Array<ArrayBuffer>;
  try {
    body = await readBody(request, MAX_BODY_BYTES);
  } catch (error) {
    return errorResponse(error);
  }
  return handlers.POST(new NextRequest(request.url, { method: "POST", headers: request.headers, body }));
}
