import http from "node:http";
import { expect, test } from "@playwright/test";

// Server actions against the production server: Next.js counts an action's body while it
// streams in and stops reading past experimental.serverActions.bodySizeLimit (12 MB), whatever
// the request claims. Next answers that refusal itself (a 500 with an error digest for fetch
// actions, by its own design); what matters here is that the server stops reading and lives on.

const MB = 1024 * 1024;

type Sent = { status: number | null; written: number; error?: string };

/** POSTs `total` bytes as a chunked multipart body (no Content-Length) and stops at the answer. */
function postChunked(url: URL, headers: Record<string, string>, total: number): Promise<Sent> {
  return new Promise((resolve) => {
    const boundary = "----e2e-boundary";
    const request = http.request(url, {
      method: "POST",
      headers: { ...headers, "content-type": `multipart/form-data; boundary=${boundary}`, "transfer-encoding": "chunked" },
    });
    let written = 0;
    let done = false;
    const finish = (sent: Sent) => {
      if (done) return;
      done = true;
      request.destroy();
      resolve(sent);
    };
    request.on("response", (response) => {
      response.resume();
      finish({ status: response.statusCode ?? null, written });
    });
    request.on("error", (error) => finish({ status: null, written, error: String(error) }));
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    request.write(`--${boundary}\r\nContent-Disposition: form-data; name="1"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`);
    const pump = () => {
      while (!done && written < total) {
        written += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", pump);
      }
      if (!done) request.end(`\r\n--${boundary}--\r\n`);
    };
    pump();
  });
}

test("an action body over 12 MB with no Content-Length is refused before it is read to the end", async ({ page, baseURL }) => {
  // The contact form's own action id, taken from a real submission.
  await page.goto("/contactUs");
  const form = page.getByRole("form", { name: "Send us a message" });
  await form.getByLabel("Name").fill("Meera Iyer");
  await form.getByLabel("Email").fill("meera.iyer@example.com");
  await form.getByLabel("Message").fill("Is the indigo kurta available in XXL with long sleeves?");
  const [submitted] = await Promise.all([
    page.waitForRequest((request) => request.method() === "POST" && request.headers()["next-action"] !== undefined),
    form.getByRole("button", { name: "Send message" }).click(),
  ]);
  const actionId = submitted.headers()["next-action"]!;

  const total = 200 * MB;
  const sent = await postChunked(
    new URL("/contactUs", baseURL),
    { "next-action": actionId, accept: "text/x-component", origin: baseURL! },
    total,
  );
  expect(sent.error).toBeUndefined();
  expect(sent.status).not.toBeNull();
  expect(sent.status).toBeGreaterThanOrEqual(400);
  // The answer came while most of the body was still unsent: the server stopped reading.
  expect(sent.written).toBeLessThan(total / 2);

  // And it is still serving.
  expect((await page.request.get("/")).status()).toBe(200);
});
