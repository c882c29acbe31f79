import { describe, expect, it } from "vitest";
import { GET as getMyCart } from "@/app/api/v1/order/getMyCart/route";
import { GET as getMyOrders } from "@/app/api/v1/order/getMyOrders/route";
import { GET as serviceability } from "@/app/api/v1/shipping/serviceability/route";
import { GET as getAddress } from "@/app/api/v1/user/getAddress/route";
import { GET as getUser } from "@/app/api/v1/user/getUser/route";
import { GET as viewer } from "@/app/api/v1/user/viewer/route";
import { call, signupAndLogin } from "../../support/api";

// A shared cache (a CDN, a company proxy) must never keep one user's answer for another.
describe("Cache-Control of the /api/v1 answers", () => {
  it("is private, no-store on every answer that reads the caller, refusals included", async () => {
    const { token } = await signupAndLogin();
    const calls = [
      [getUser, "/api/v1/user/getUser"],
      [getMyCart, "/api/v1/order/getMyCart"],
      [getMyOrders, "/api/v1/order/getMyOrders"],
      [getAddress, "/api/v1/user/getAddress"],
      [viewer, "/api/v1/user/viewer"],
    ] as const;
    for (const [route, path] of calls) {
      const mine = await call(route, { path, token });
      expect([path, mine.status, mine.response.headers.get("cache-control")]).toEqual([path, 200, "private, no-store"]);
    }
    const refused = await call(getUser, { path: "/api/v1/user/getUser" });
    expect([refused.status, refused.response.headers.get("cache-control")]).toEqual([401, "private, no-store"]);
  });

  it("stays public where the answer is the same for everyone", async () => {
    const { status, response } = await call(serviceability, { path: "/api/v1/shipping/serviceability?pin=411001" });
    expect([status, response.headers.get("cache-control")]).toEqual([200, "public, max-age=3600"]);
  });
});
