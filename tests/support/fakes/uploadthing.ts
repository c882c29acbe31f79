import { createHash, createHmac, randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { reply, startFakeServer } from "./fake-server";

// A local stand-in for UploadThing's two hosts as the `uploadthing` package (7.x) calls them,
// pointed at it with UPLOADTHING_INGEST_URL and UPLOADTHING_API_URL (the package's own settings):
// - ingest: PUT /<file key>?expires=…&x-ut-identifier=<appId>&x-ut-file-name=…&signature=hmac-sha256=<hex>,
//   the URL signed by the package with the token's API key, the file as multipart form data;
//   answers the stored file's URLs;
// - API: POST /v6/deleteFiles { fileKeys } with the API key in x-uploadthing-api-key.
// A wrong signature or key is refused (403 / 401), as UploadThing refuses them; a test scripts
// the next answers (an error status, or a hang) with `answerNext`.
export type ScriptedAnswer = { status: number; message?: string } | "hang";
export type FakeUploadThing = {
  url: string;
  /** A token as UploadThing's dashboard shows it, for this fake's app. */
  token: string;
  /** A well-formed token with another API key: UploadThing refuses what it signs. */
  wrongToken: string;
  uploads: { key: string; name: string; type: string }[];
  deleted: string[];
  answerNext: (...answers: ScriptedAnswer[]) => void;
  close: () => Promise<void>;
};

export async function startFakeUploadThing(): Promise<FakeUploadThing> {
  const appId = `app${randomBytes(4).toString("hex")}`;
  const apiKey = `sk_test_${randomBytes(16).toString("hex")}`;
  const token = (key: string) => Buffer.from(JSON.stringify({ apiKey: key, appId, regions: ["fake1"] })).toString("base64");
  const uploads: FakeUploadThing["uploads"] = [];
  const deleted: string[] = [];
  const scripted: ScriptedAnswer[] = [];
  let origin = "";

  const answer = (request: IncomingMessage, raw: Buffer): [number, unknown] => {
    const url = new URL(request.url ?? "/", origin);
    if (request.method === "POST" && url.pathname === "/v6/deleteFiles") {
      if (request.headers["x-uploadthing-api-key"] !== apiKey) return [401, { error: "Invalid API key" }];
      const { fileKeys = [] } = JSON.parse(raw.toString() || "{}") as { fileKeys?: string[] };
      const known = fileKeys.filter((key) => uploads.some((upload) => upload.key === key) && !deleted.includes(key));
      deleted.push(...known);
      return [200, { success: true, deletedCount: known.length }];
    }
    if (request.method === "PUT") {
      const signature = url.searchParams.get("signature");
      url.searchParams.delete("signature");
      const expected = `hmac-sha256=${createHmac("sha256", apiKey).update(url.toString()).digest("hex")}`;
      if (signature !== expected) return [403, { error: "Invalid signature" }];
      if (Number(url.searchParams.get("expires")) < Date.now()) return [403, { error: "URL expired" }];
      if (url.searchParams.get("x-ut-identifier") !== appId) return [403, { error: "Unknown app" }];
      const key = url.pathname.slice(1);
      const name = decodeURIComponent(url.searchParams.get("x-ut-file-name") ?? "");
      uploads.push({ key, name, type: decodeURIComponent(url.searchParams.get("x-ut-file-type") ?? "") });
      return [
        200,
        {
          url: `https://utfs.io/f/${key}`,
          appUrl: `https://utfs.io/a/${appId}/${key}`,
          ufsUrl: `https://${appId}.ufs.sh/f/${key}`,
          fileHash: createHash("md5").update(raw).digest("hex"),
          serverData: null,
        },
      ];
    }
    return [404, { error: "Not found" }];
  };

  const server = await startFakeServer((request, raw, response, hold) => {
    const next = scripted.shift();
    if (next === "hang") return hold();
    if (next) return reply(response, next.status, { error: next.message ?? "Something went wrong" });
    reply(response, ...answer(request, raw));
  });
  origin = server.url;
  return {
    ...server,
    token: token(apiKey),
    wrongToken: token(`sk_test_${randomBytes(16).toString("hex")}`),
    uploads,
    deleted,
    answerNext: (...answers) => void scripted.push(...answers),
  };
}
