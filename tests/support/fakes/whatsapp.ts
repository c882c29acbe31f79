import { randomBytes } from "node:crypto";
import { reply, startScriptedFake, type ScriptedFake } from "./fake-server";

// A local stand-in for WhatsApp's Cloud API (POST /v21.0/<phone number id>/messages on the Graph
// API, a bearer token), for lib/sms/providers/whatsapp.ts pointed at it with WHATSAPP_BASE_URL. Like the Cloud
// API it answers `{ messaging_product, contacts, messages: [{ id: "wamid…" }] }`, and a refusal as
// `{ error: { message, type, code } }`. A test scripts the next answers, or no answer at all.
export type GraphRequest = { method: string; path: string; authorization: string | undefined; body: Record<string, unknown> };
export type FakeWhatsApp = ScriptedFake<GraphRequest> & {
  /** The message ids the fake gave, in order. */
  accepted: string[];
};

export async function startFakeWhatsApp(): Promise<FakeWhatsApp> {
  const accepted: string[] = [];
  const fake = await startScriptedFake<GraphRequest>(
    (request, raw) => ({
      method: request.method ?? "GET",
      path: request.url ?? "/",
      authorization: request.headers.authorization,
      body: raw.length ? (JSON.parse(raw.toString()) as Record<string, unknown>) : {},
    }),
    (entry, response) => {
      if (entry.method !== "POST" || !/^\/v\d+\.\d+\/\d+\/messages$/.test(entry.path)) {
        return reply(response, 404, { error: { message: "Unknown path components", type: "OAuthException", code: 2500 } });
      }
      const id = `wamid.${randomBytes(16).toString("base64url")}`;
      accepted.push(id);
      const to = String(entry.body.to);
      reply(response, 200, { messaging_product: "whatsapp", contacts: [{ input: to, wa_id: to }], messages: [{ id }] });
    },
  );
  return Object.assign(fake, { accepted });
}
