import { randomUUID } from "node:crypto";
import type { ReturnReason } from "@/lib/generated/prisma/enums";
import { db, ORDER_ROW } from "../../support/api";
import { makeUser } from "../../support/factories";

// Orders, returns and exchanges written directly, as the shop writes them, for the tests of what is read from them
// (the fit advice, returns by size): one delivered line of one piece, its return, and a replacement in another size.

const line = (productId: string, size: string, quantity: number) => ({
  productId,
  productName: "Fit Kurta",
  description: "",
  colorName: "Indigo",
  colorCode: "#3f51b5",
  size,
  imageUrl: "/x.webp",
  unitPricePaise: 99_900,
  cutPricePaise: 129_900,
  hsn: "6211",
  gstRateBp: 500,
  unitGstPaise: 4_995,
  quantity,
  lineTotalPaise: 104_895 * quantity,
});

/** A new buyer's delivered order of `quantity` pieces of one size. */
export async function bought(productId: string, size: string, quantity = 1) {
  const user = await makeUser();
  const order = await db.order.create({
    data: {
      ...ORDER_ROW,
      publicOrderId: `T-${randomUUID()}`,
      userId: user.id,
      status: "DELIVERED",
      lines: { create: [line(productId, size, quantity)] },
    },
    include: { lines: true },
  });
  return { user, order, line: order.lines[0]! };
}

/** The return of `quantity` pieces of that order's line for `reason`, exchanged for `exchangedTo` when given. */
export async function returned(
  { user, order, line: boughtLine }: Awaited<ReturnType<typeof bought>>,
  options: { reason?: ReturnReason; exchangedTo?: string; quantity?: number } = {},
) {
  const quantity = options.quantity ?? 1;
  const productId = boughtLine.productId!;
  const made = await db.order.create({
    data: {
      ...ORDER_ROW,
      publicOrderId: `T-${randomUUID()}`,
      userId: user.id,
      orderType: "RETURN",
      status: "RETURN_REQUESTED",
      parentOrderId: order.id,
      returnReasonCode: options.reason ?? "OTHER",
      lines: { create: [{ ...line(productId, boughtLine.size, quantity), returnOfLineId: boughtLine.id }] },
    },
    include: { lines: true },
  });
  if (options.exchangedTo) {
    await db.order.create({
      data: {
        ...ORDER_ROW,
        publicOrderId: `T-${randomUUID()}`,
        userId: user.id,
        orderType: "REPLACEMENT",
        parentOrderId: made.id,
        lines: { create: [{ ...line(productId, options.exchangedTo, quantity), replacesLineId: made.lines[0]!.id }] },
      },
    });
  }
  return made;
}
