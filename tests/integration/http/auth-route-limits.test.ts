import { NextRequest } from "next/server";
import { afterAll, describe, expect, it } from "vitest";
import { GET, POST } from "@/app/api/auth/[...nextauth]/route";
import { APP_ORIGIN, db, randomIp, signupAndLogin } from "../../support/api";

afterAll(() => db.$disconnect());

// Auth.js's own routes (/api/auth/*) read their body whole; ours hands them at most 1 MB.
const CALLBACK = `${APP_ORIGIN}/api/auth/callback/credentials`;

describe("POST /api/auth/*", () => {
  it("refuses a body over 1 MB with no Content-Length with 413, before Auth.js reads it", async () => {
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024).fill(0x61);
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulled += chunk.byteLength;
          if (pulled > 50 * 1024 * 1024) return controller.close();
          controller.enqueue(chunk);
        },
      },
      { highWaterMark: 0 },
    );
    const response = await POST(
      new NextRequest(CALLBACK, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-kurta-client-ip": randomIp() },
        body,
        duplex: "half",
      } as ConstructorParameters<typeof NextRequest>[1]),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ success: false, message: "The request is too large: at most 1 MB" });
    expect(pulled).toBeLessThan(2 * 1024 * 1024);
  });

  it("still signs a user in with a normal body", async () => {
    const user = await signupAndLogin();
    const csrf = await GET(new NextRequest(`${APP_ORIGIN}/api/auth/csrf`));
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const cookie = csrf.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const response = await POST(
      new NextRequest(CALLBACK, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie, origin: APP_ORIGIN, "x-kurta-client-ip": randomIp() },
        body: new URLSearchParams({ email: user.email, password: user.password, csrfToken }),
      }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.getSetCookie().some((line) => line.startsWith("authjs.session-token="))).toBe(true);
  });
});
