import { z } from "zod";
import { sizeOnlySchema } from "@/lib/cart/schemas";
import { safeNextPath } from "@/lib/safe-path";
import { splitLocale } from "@/lib/i18n/locales";

// What a visitor asked for on a product page before being sent to log in (see docs/decisions/050).

export const intentSchema = sizeOnlySchema.extend({
  action: z.enum(["cart", "buy", "wishlist"], { error: "Unknown action" }),
  /** The product page to come back to (English or Hindi), with the colour and size chosen in its address. */
  path: z
    .string({ error: "Not a product page" })
    .refine((path) => splitLocale(path).path.startsWith("/product/") && safeNextPath(path) === path, "Not a product page"),
});
