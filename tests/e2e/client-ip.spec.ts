import { expect, test } from "@playwright/test";
import { loopback, postFrom } from "./support";

// The server decides the client's address from the TCP connection (TRUSTED_PROXY_HOPS=0), so
// headers a client writes itself cannot spread its attempts over made-up addresses. Each test
// connects from its own loopback address (all of 127.0.0.0/8 is this machine), so the limits it
// uses up are its own.

const postContact = async (from: string, headers: Record<string, string>) =>
  (
    await postFrom(
      from,
      "/api/v1/contact",
      { name: "Meera Iyer", email: "meera@example.com", message: "Do you ship to Port Blair?" },
      headers,
    )
  ).status;

test("a client cannot pick its own address with X-Forwarded-For or our internal header", async () => {
  const from = loopback();
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const forged = `198.51.100.${i + 1}`;
    statuses.push(await postContact(from, { "x-forwarded-for": forged, "x-real-ip": forged, "x-kurta-client-ip": forged }));
  }
  // Five messages an hour from one address: the forged addresses did not count as new ones.
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  // A client that really connects from elsewhere is not affected.
  expect(await postContact(loopback(), {})).toBe(200);
});
