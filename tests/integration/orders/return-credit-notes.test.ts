import { afterAll, describe, expect, it } from "vitest";
import { POST as returnOrderRoute } from "@/app/api/v1/order/returnOrder/route";
import { POST as updateOrderRoute } from "@/app/api/v1/order/updateOrder/route";
import { cashOnDelivery } from "@/lib/orders/place/place-order";
import { creditNotesOfReturn } from "@/lib/orders/queries";
import { db } from "../../support/api";
import { buyer, callOrder, deliver, kurta } from "./fixtures";

// A return's page links to its own credit note: the one its pickup issued on the order's invoice,
// not those of the order's other returns.

afterAll(() => db.$disconnect());

describe("creditNotesOfReturn", () => {
  it("answers nothing before the pickup, then the note the pickup issued, each return its own", async () => {
    const made = await kurta();
    const user = await buyer();
    const order = await cashOnDelivery(user.ctx, { addressId: user.addressId, cart: [{ sizeId: made.M.id, quantity: 2 }] });
    const boss = await deliver(order.id);
    const lineId = order.lines[0]!.id;

    const returnOne = async () => {
      const returned = await callOrder(returnOrderRoute, {
        path: "/api/v1/order/returnOrder",
        token: user.token,
        json: { orderId: order.id, reason: "Too long", cart: [{ _id: lineId, currQty: 1 }] },
      });
      expect(returned.status).toBe(200);
      return returned.body.order!._id;
    };
    const pickUp = async (orderId: string) => {
      const picked = await callOrder(updateOrderRoute, {
        path: "/api/v1/order/updateOrder",
        token: boss.token,
        json: { orderId, status: "Return Picked Up" },
      });
      expect(picked.status).toBe(200);
    };

    const first = await returnOne();
    expect(await creditNotesOfReturn(first)).toEqual([]);
    await pickUp(first);
    const second = await returnOne();
    await pickUp(second);

    const [firstNote] = await creditNotesOfReturn(first);
    const [secondNote] = await creditNotesOfReturn(second);
    expect(await creditNotesOfReturn(first)).toHaveLength(1);
    expect(await creditNotesOfReturn(second)).toHaveLength(1);
    expect(firstNote).toMatchObject({ totalPaise: 157_395, href: expect.stringMatching(new RegExp(`^/orders/${order.id}/credit-notes/`)) });
    expect(secondNote!.number).not.toBe(firstNote!.number);
    expect(await creditNotesOfReturn(order.id)).toEqual([]);
  });
});
