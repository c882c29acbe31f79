import "server-only";
import Razorpay from "razorpay";
import { AppError } from "@/lib/errors";
import type { PaymentProvider } from "./types";

// Razorpay through its official package: a server-side order for the amount we computed, and
// refunds. Checkout's signature and webhooks are checked by our own code (lib/payments/signature.ts).
// Every call is bounded by `timeoutMs`; a failure becomes an AppError the doors answer with:
// 400 when Razorpay refused the request (with its description), 503 when it could not be asked
// (no answer in time, a 5xx or 429, or our keys refused, which only the operator can fix).
export type RazorpayOptions = { keyId: string; keySecret: string; webhookSecret: string; baseUrl: string; timeoutMs: number };

export const PAYMENTS_UNAVAILABLE = "Card payments are not available just now. Please try again in a moment, or pay cash on delivery.";
const REFUND_UNAVAILABLE = "Razorpay could not be reached to make the refund. Please try again in a moment.";
const VPA_UNAVAILABLE = "The UPI ID could not be checked just now. Please try again in a moment.";

// razorpay-node keeps its axios instance as `api.rq`, created for https://api.razorpay.com; it has
// no option for another host or a time limit, so both are set on that instance.
type Transport = {
  defaults: { baseURL?: string };
  interceptors: { request: { use: (change: (config: { signal?: unknown }) => object) => unknown } };
};

export function razorpayProvider({ keyId, keySecret, webhookSecret, baseUrl, timeoutMs }: RazorpayOptions): PaymentProvider {
  const client = new Razorpay({ key_id: keyId, key_secret: keySecret });
  const transport = (client.api as unknown as { rq: Transport }).rq;
  transport.defaults.baseURL = baseUrl.replace(/\/$/, "");
  transport.interceptors.request.use((config) => ({ ...config, signal: AbortSignal.timeout(timeoutMs) }));
  return {
    name: "razorpay",
    keyId,
    keySecret,
    webhookSecret,
    async createOrder({ amountPaise, receipt, notes }) {
      try {
        const order = await client.orders.create({ amount: amountPaise, currency: "INR", receipt, notes });
        return { id: order.id, amountPaise: Number(order.amount), currency: "INR" };
      } catch (error) {
        throw providerError(error, "orders.create", { refused: "Razorpay refused the payment", unavailable: PAYMENTS_UNAVAILABLE });
      }
    },
    async refund(providerPaymentId, amountPaise, notes) {
      try {
        const refund = await client.payments.refund(providerPaymentId, { amount: amountPaise, speed: "normal", notes });
        return { id: refund.id };
      } catch (error) {
        throw providerError(error, "payments.refund", { refused: "Razorpay refused the refund", unavailable: REFUND_UNAVAILABLE });
      }
    },
    async validateVpa(vpa) {
      try {
        const answer = await client.payments.validateVpa({ vpa });
        return answer.success ? { valid: true, name: answer.customer_name || null } : { valid: false };
      } catch (error) {
        // Razorpay answers an ID the UPI network does not know with a 400 ("Invalid VPA").
        const checked = providerError(error, "payments.validateVpa", {
          refused: "Razorpay refused the UPI ID",
          unavailable: VPA_UNAVAILABLE,
        });
        if (checked.code === "validation") return { valid: false };
        throw checked;
      }
    },
  };
}

/**
 * razorpay-node rejects with `{ statusCode, error: { code, description } }` when Razorpay answered,
 * and with a TypeError of its own when nothing came back (a timeout, a refused connection).
 */
function providerError(error: unknown, call: string, messages: { refused: string; unavailable: string }): AppError {
  const answer = (typeof error === "object" && error !== null ? error : {}) as {
    statusCode?: unknown;
    error?: { code?: unknown; description?: unknown };
  };
  const status = Number(answer.statusCode);
  const description = typeof answer.error?.description === "string" ? answer.error.description.slice(0, 300) : "";
  if (!Number.isInteger(status)) {
    console.error(`Razorpay ${call}: no answer (${error instanceof Error ? error.message : String(error)})`);
    return new AppError("unavailable", messages.unavailable);
  }
  console.error(`Razorpay ${call} answered ${status} ${String(answer.error?.code ?? "")}: ${description}`);
  const refused = status >= 400 && status < 500 && ![401, 403, 429].includes(status);
  return refused
    ? new AppError("validation", description ? `${messages.refused}: ${description}` : `${messages.refused}.`)
    : new AppError("unavailable", messages.unavailable);
}
