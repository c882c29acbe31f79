import "server-only";
import { z } from "zod";
import { payAdvanceSchema } from "@/lib/checkout/cod-advance";
import { ok, payment } from "./answers";

// The advance before cash on delivery (issue 51, decision 115), beyond the spec.

/** ApiCall entries (calls.ts, which lists them; typed there, as calls.ts imports this file). */
export const COD_ADVANCE_CALLS = [
  {
    path: "/order/payAdvance",
    method: "POST",
    access: "user",
    summary: "Opens the payment of the advance a cash-on-delivery order of the caller's asks (its advanceDue)",
    notes:
      "Pay as for /order/capturePayment (UPI first in Checkout), then send Checkout's answer to /order/verifyPayment: the advance " +
      "is paid once and confirms the order. 409 when no advance is due (paid, cancelled, lapsed, or none asked); another's order 404. " +
      "A payment verified after the order was cancelled is refunded.",
    input: payAdvanceSchema,
    answer: ok({
      payment,
      totalPrice: z.number().describe("The advance in rupees"),
      key: z.string().describe("Razorpay's key id for Checkout"),
      provider: z.enum(["razorpay", "twin"]),
      prefill: z.object({ name: z.string(), email: z.string() }),
    }),
  },
] as const;
