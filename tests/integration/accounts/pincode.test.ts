import { afterAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/v1/pincode/route";
import { PIN_CODE_MESSAGE } from "@/lib/shipping/zones";
import { call, db, randomIp } from "../../support/api";

afterAll(() => db.$disconnect());

const find = (query: string, ip?: string) => call(GET, { path: `/api/v1/pincode${query}`, ip });

describe("GET /api/v1/pincode", () => {
  it("answers a pin code's state, the city to fill in, the cities to suggest and its localities, and lets caches keep it", async () => {
    const { status, body, response } = await find("?pin=411001");
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, pinCode: "411001", state: "Maharashtra", city: "Pune" });
    expect((body as unknown as { cities: string[] }).cities[0]).toBe("Pune");
    expect((body as unknown as { localities: string[] }).localities).toContain("Ghorpuri Bazar");
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
  });

  it("answers 404 for a pin code India Post does not list, kept by no cache", async () => {
    const { status, body, response } = await find("?pin=999999");
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, message: "We could not find pin code 999999" });
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it.each(["", "?pin=", "?pin=12ab56", "?pin=4110011", "?pin=41100", "?pin=011001", "?pin=" + "9".repeat(5000)])(
    "refuses %s with 400 and a message",
    async (query) => {
      const { status, body } = await find(query);
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, message: PIN_CODE_MESSAGE });
    },
  );

  it("stops one address after 60 look-ups a minute", async () => {
    const ip = randomIp();
    for (let i = 0; i < 60; i++) expect((await find(`?pin=${411001 + (i % 40)}`, ip)).status).not.toBe(429);
    const { status, body } = await find("?pin=411001", ip);
    expect(status).toBe(429);
    expect(body.success).toBe(false);
    expect((await find("?pin=411001")).status).toBe(200);
  });
});
