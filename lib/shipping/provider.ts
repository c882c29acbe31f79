import "server-only";
import { getEnv } from "@/lib/env";
import { shiprocketProvider } from "./shiprocket/shiprocket";
import { twinProvider } from "./twin/twin";
import type { ShippingProvider } from "./types";

// The shipping provider behind one interface, chosen like the payment provider: Shiprocket when
// its login is set, else (demo mode only; lib/env refuses a deployment without it) the local twin.
export function shippingProvider(): ShippingProvider {
  const env = getEnv();
  if (env.SHIPROCKET_EMAIL && env.SHIPROCKET_PASSWORD) {
    return shiprocketProvider({
      email: env.SHIPROCKET_EMAIL,
      password: env.SHIPROCKET_PASSWORD,
      baseUrl: env.SHIPROCKET_BASE_URL,
      pickupLocation: env.SHIPROCKET_PICKUP_LOCATION,
      timeoutMs: env.SHIPROCKET_TIMEOUT_MS,
    });
  }
  if (env.DEMO_MODE) return twinProvider;
  throw new Error("Shipping needs SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD outside demo mode");
}
