import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as contact } from "@/app/api/v1/contact/route";
import { POST as webhook } from "@/app/api/v1/payments/webhook/route";
import { POST as updateUser } from "@/app/api/v1/user/updateUser/route";
import { POST as signin } from "@/app/api/v1/user/signin/route";
import { APP_ORIGIN, db, pngFile, randomIp, signupAndLogin, type RouteHandler, type TestUser } from "../../support/api";

afterAll(() => db.$disconnect());

const MB = 1024 * 1024;
const CHUNK = 64 * 1024;

/** A body that streams `total` bytes (a JSON string, or a multipart file) and counts what the server pulled. */
function streamingBody(head: string, total: number, tail: string) {
  const counter = { pulled: 0 };
  const encoder = new TextEncoder();
  let sentHead = false;
  let sentFill = 0;
  let sentTail = false;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        let chunk: Uint8Array;
        if (!sentHead) {
          sentHead = true;
          chunk = encoder.encode(head);
        } else if (sentFill < total) {
          const size = Math.min(CHUNK, total - sentFill);
          sentFill += size;
          chunk = new Uint8Array(size).fill(0x61);
        } else if (!sentTail) {
          sentTail = true;
          chunk = encoder.encode(tail);
        } else {
          controller.close();
          return;
        }
        counter.pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, counter };
}

async function send(handler: RouteHandler, path: string, body: ReadableStream<Uint8Array>, headers: Record<string, string>) {
  const request = new Request(new URL(path, APP_ORIGIN), {
    method: "POST",
    headers: { "x-kurta-client-ip": randomIp(), ...headers },
    body,
    duplex: "half",
  } as RequestInit);
  const response = await handler(request);
  return { status: response.status, body: (await response.json()) as { success: boolean; message: string } };
}

const BOUNDARY = "----kurta-test-boundary";
const multipartHead = (field: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="fullname"\r\n\r\nAsha Verma\r\n` +
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`;
const multipartTail = `\r\n--${BOUNDARY}--\r\n`;

describe("request bodies are counted while they stream, and refused past the cap", () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await signupAndLogin();
  });

  it("a JSON body over 1 MB with no Content-Length answers 413 and is not read to the end", async () => {
    const { stream, counter } = streamingBody('{"email":"a@b.in","password":"', 50 * MB, '"}');
    const { status, body } = await send(signin, "/api/v1/user/signin", stream, { "content-type": "application/json" });
    expect(status).toBe(413);
    expect(body).toEqual({ success: false, message: "The request is too large: at most 1 MB" });
    expect(counter.pulled).toBeLessThan(2 * MB);
  });

  it("a JSON body over 1 MB whose Content-Length claims 20 bytes answers 413", async () => {
    const { stream, counter } = streamingBody('{"name":"A","email":"a@b.in","message":"', 50 * MB, '"}');
    const { status, body } = await send(contact, "/api/v1/contact", stream, { "content-type": "application/json", "content-length": "20" });
    expect(status).toBe(413);
    expect(body.message).toBe("The request is too large: at most 1 MB");
    expect(counter.pulled).toBeLessThan(2 * MB);
  });

  it("a Content-Length over the cap is refused before any byte is read", async () => {
    const { stream, counter } = streamingBody("{}", 5 * MB, "");
    const { status } = await send(signin, "/api/v1/user/signin", stream, {
      "content-type": "application/json",
      "content-length": String(5 * MB),
    });
    expect(status).toBe(413);
    expect(counter.pulled).toBe(0);
  });

  it("a multipart body over 12 MB to the picture upload answers 413 and is not read to the end", async () => {
    const { stream, counter } = streamingBody(multipartHead("image"), 60 * MB, multipartTail);
    const { status, body } = await send(updateUser, "/api/v1/user/updateUser", stream, {
      "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
      authorization: `Bearer ${user.token}`,
    });
    expect(status).toBe(413);
    expect(body).toEqual({ success: false, message: "The request is too large: at most 12 MB" });
    expect(counter.pulled).toBeLessThan(13 * MB);
  });

  it("a multipart body over 1 MB to a route without uploads answers 413", async () => {
    const { stream, counter } = streamingBody(multipartHead("email"), 20 * MB, multipartTail);
    const { status, body } = await send(signin, "/api/v1/user/signin", stream, {
      "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
    });
    expect(status).toBe(413);
    expect(body.message).toBe("The request is too large: at most 1 MB");
    expect(counter.pulled).toBeLessThan(2 * MB);
  });

  it.each([
    ["with no Content-Length", {}],
    ["whose Content-Length claims 20 bytes", { "content-length": "20" }],
  ])("a payment webhook body over 1 MB %s answers 413 and is not read to the end", async (_name, headers) => {
    const { stream, counter } = streamingBody('{"event":"payment.captured","payload":"', 100 * MB, '"}');
    const { status, body } = await send(webhook, "/api/v1/payments/webhook", stream, {
      "content-type": "application/json",
      "x-razorpay-signature": "0".repeat(64),
      ...headers,
    });
    expect(status).toBe(413);
    expect(body).toEqual({ success: false, message: "The request is too large: at most 1 MB" });
    expect(counter.pulled).toBeLessThan(2 * MB);
  });

  it("a picture under the cap still goes through, parsed from the capped read", async () => {
    const form = new FormData();
    form.append("fullname", "Asha Verma");
    form.append("image", await pngFile());
    const response = await updateUser(
      new Request(new URL("/api/v1/user/updateUser", APP_ORIGIN), {
        method: "POST",
        headers: { authorization: `Bearer ${user.token}`, "x-kurta-client-ip": randomIp() },
        body: form,
      }),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { updatedUser: { image: string | null } };
    expect(body.updatedUser.image).toMatch(/\.webp$/);
  });

  it("a URL-encoded form is read from the capped bytes too", async () => {
    const response = await signin(
      new Request(new URL("/api/v1/user/signin", APP_ORIGIN), {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-kurta-client-ip": randomIp() },
        body: new URLSearchParams({ email: user.email, password: user.password }),
      }),
    );
    expect(response.status).toBe(200);
  });
});
