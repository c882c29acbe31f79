import type { PrismaClient } from "../../lib/generated/prisma/client";

// The demo's codes, so the cart's code box and "Offers for you" have something to show: one for any
// cart, one for a larger cart, one for paying online. No limits: every demo visitor may use them.
export const DEMO_CODES = { festive: "FESTIVE10", big: "BIG500", online: "PREPAID5" } as const;

export async function seedPromotions(prisma: PrismaClient, now: Date): Promise<number> {
  const { count } = await prisma.promotion.createMany({
    data: [
      { code: DEMO_CODES.festive, title: "Festive 10% off", type: "PERCENT", percentBp: 1000, createdAt: now },
      {
        code: DEMO_CODES.big,
        title: "₹500 off carts of ₹4,000",
        type: "FIXED",
        amountPaise: 50_000,
        minCartPaise: 400_000,
        createdAt: now,
      },
      { code: DEMO_CODES.online, title: "5% off when you pay online", type: "PERCENT", percentBp: 500, prepaidOnly: true, createdAt: now },
    ],
  });
  return count;
}
