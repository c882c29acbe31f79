import { afterAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/v1/shipping/serviceability/route";
import { PIN_CODE_MESSAGE } from "@/lib/shipping/zones";
import { call, db, randomIp } from "../../support/api";

afterAll(() => db.$disconnect());

const check = (query: string, ip?: string) => call(GET, { path: `/api/v1/shipping/serviceability${query}`, ip });
type Estimate = {
  pinCode: string;
  serviceable: boolean;
  deliveryBy: string | null;
  cod: boolean;
  message: string;
  codMessage: string | null;
};

describe("GET /api/v1/shipping/serviceability", () => {
  it.each(["", "?pin=", "?pin=011001", "?pin=11000", "?pin=1100011", "?pin=11000a", "?pin=%00", "?pin=" + "9".repeat(5000), "?pin=1e5000"])(
    "refuses %s with 400 and a message",
    async (query) => {
      const { status, body, response } = await check(query);
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, message: PIN_CODE_MESSAGE });
      expect(response.headers.get("cache-control") ?? "").not.toContain("public");
    },
  );

  it("answers the twin's estimate for a pin code, for anyone, and lets caches keep it", async () => {
    const { status, body, response } = await check("?pin=110001");
    expect(status).toBe(200);
    const estimate = (body as unknown as { estimate: Estimate }).estimate;
    expect(estimate).toMatchObject({ pinCode: "110001", serviceable: true, cod: true, codMessage: "Cash on delivery available" });
    expect(estimate.message).toMatch(/^Delivery by (Mon|Tue|Wed|Thu|Fri|Sat) \d{1,2} [A-Z][a-z]{2} to 110001$/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("says where nobody delivers, and where cash on delivery is not possible", async () => {
    const army = (await check("?pin=900001")).body as unknown as { estimate: Estimate };
    expect(army.estimate).toMatchObject({ serviceable: false, message: "Sorry, we do not deliver to 900001 yet" });
    const guwahati = (await check("?pin=781001")).body as unknown as { estimate: Estimate };
    expect(guwahati.estimate).toMatchObject({ serviceable: true, cod: false });
  });

  it("stops one address after 30 checks a minute", async () => {
    const ip = randomIp();
    for (let i = 0; i < 30; i++) expect((await check(`?pin=${110001 + i}`, ip)).status).toBe(200);
    const { status, body } = await check("?pin=110001", ip);
    expect(status).toBe(429);
    expect(body.success).toBe(false);
    expect((await check("?pin=110001")).status).toBe(200);
  });
});
