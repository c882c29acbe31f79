import { randomBytes } from "node:crypto";
import { reply, startFakeServer } from "./fake-server";

// A local stand-in for the part of Razorpay's HTTP API the shop calls through the `razorpay`
// package (pointed at it with RAZORPAY_BASE_URL), as Razorpay documents it: Basic auth with the key
// id and secret, amounts in paise, POST /v1/orders, POST /v1/payments/:id/refund, and failures as
// `{ error: { code, description, field, source, step, reason, metadata } }`. A test scripts the
// next answers (an error status, or a hang) with `answerNext`.
export type RazorpayCall = { method: string; path: string; authorization: string | undefined; body: Record<string, unknown> };
export const FAKE_UPI_ID = "priya.sharma@okaxis";
export const FAKE_UPI_NAME = "PRIYA SHARMA";

export type ScriptedAnswer = { status: number; code?: string; description?: string } | "hang";
export type FakeRazorpay = {
  url: string;
  keyId: string;
  keySecret: string;
  calls: RazorpayCall[];
  /** Refunds made, as Razorpay's refund entities. */
  refunds: { id: string; payment_id: string; amount: number }[];
  /** The next requests get these answers, in order, before the fake answers normally again. */
  answerNext: (...answers: ScriptedAnswer[]) => void;
  /** A payment of the whole amount of an order the fake opened, as Checkout would make; returns its id. */
  pay: (orderId: string) => string;
  close: () => Promise<void>;
};

type Json = Record<string, unknown>;

export async function startFakeRazorpay(): Promise<FakeRazorpay> {
  const keyId = `rzp_test_${id()}`;
  const keySecret = id() + id();
  const calls: RazorpayCall[] = [];
  const orders = new Map<string, { amount: number }>();
  const payments = new Map<string, { amount: number; refunded: number }>();
  const refunds: FakeRazorpay["refunds"] = [];
  const scripted: ScriptedAnswer[] = [];
  const auth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;

  const answer = (path: string, body: Json): [number, Json] => {
    if (path === "/v1/orders") {
      const { amount, currency, receipt } = body;
      if (!Number.isInteger(amount) || (amount as number) < 100) return failure(400, "The amount must be atleast INR 1.00", "amount");
      if (currency !== "INR") return failure(400, "Currency is not supported", "currency");
      if (typeof receipt === "string" && receipt.length > 40)
        return failure(400, "receipt: the length must not be greater than 40.", "receipt");
      const order = {
        id: `order_${id()}`,
        entity: "order",
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency,
        receipt: receipt ?? null,
      };
      orders.set(order.id, { amount: amount as number });
      return [200, { ...order, offer_id: null, status: "created", attempts: 0, notes: body.notes ?? [], created_at: now() }];
    }
    // The UPI network as the fake knows it: one ID exists.
    if (path === "/v1/payments/validate/vpa") {
      if (body.vpa !== FAKE_UPI_ID) return failure(400, "Invalid VPA. Please enter a valid Virtual Payment Address", "vpa");
      return [200, { vpa: body.vpa, success: true, customer_name: FAKE_UPI_NAME }];
    }
    const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
    if (refund) {
      const paymentId = decodeURIComponent(refund[1]!);
      const payment = payments.get(paymentId);
      if (!payment) return failure(400, "The id provided does not exist", "id");
      const amount = body.amount ?? payment.amount - payment.refunded;
      if (!Number.isInteger(amount) || (amount as number) < 100) return failure(400, "The amount must be atleast INR 1.00", "amount");
      if ((amount as number) > payment.amount - payment.refunded) {
        return failure(400, "The refund amount provided is greater than amount captured", "amount");
      }
      payment.refunded += amount as number;
      const made = { id: `rfnd_${id()}`, payment_id: paymentId, amount: amount as number };
      refunds.push(made);
      return [
        200,
        { ...made, entity: "refund", currency: "INR", notes: body.notes ?? [], receipt: null, status: "processed", created_at: now() },
      ];
    }
    return failure(404, "The requested URL was not found on the server.");
  };

  const server = await startFakeServer((request, raw, response, hold) => {
    const path = new URL(request.url ?? "/", "http://fake").pathname;
    const body = raw.length ? (JSON.parse(raw.toString()) as Json) : {};
    calls.push({ method: request.method ?? "", path, authorization: request.headers.authorization, body });
    const next = scripted.shift();
    if (next === "hang") return hold();
    if (next) return reply(response, ...failure(next.status, next.description ?? "Something went wrong", undefined, next.code));
    if (request.headers.authorization !== auth) return reply(response, ...failure(401, "Authentication failed"));
    if (request.method !== "POST") return reply(response, ...failure(405, "The requested method is not allowed."));
    reply(response, ...answer(path, body));
  });
  return {
    ...server,
    keyId,
    keySecret,
    calls,
    refunds,
    answerNext: (...answers) => void scripted.push(...answers),
    pay: (orderId) => {
      const order = orders.get(orderId);
      if (!order) throw new Error(`The fake opened no order ${orderId}`);
      const paymentId = `pay_${id()}`;
      payments.set(paymentId, { amount: order.amount, refunded: 0 });
      return paymentId;
    },
  };
}

function failure(status: number, description: string, field?: string, code?: string): [number, Json] {
  const type = code ?? (status >= 500 ? "SERVER_ERROR" : "BAD_REQUEST_ERROR");
  return [status, { error: { code: type, description, field: field ?? null, source: "NA", step: "NA", reason: "NA", metadata: {} } }];
}

const id = () => [...randomBytes(14)].map((byte) => "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"[byte % 62]).join("");
const now = () => Math.floor(Date.now() / 1000);
