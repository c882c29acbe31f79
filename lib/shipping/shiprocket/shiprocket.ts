import "server-only";
import { AppError } from "@/lib/errors";
import { SHOP } from "@/lib/shop";
import {
  awbAnswer,
  fromIst,
  labelAnswer,
  loginAnswer,
  messageOf,
  orderAnswer,
  parsed,
  serviceabilityAnswer,
  trackAnswer,
  type Answer,
} from "./shiprocket-answers";
import type { ShipmentOrder, ShippingProvider, TrackingEvent } from "../types";
import { deliveryDate } from "../zones";

// Shiprocket's REST API (apiv2.shiprocket.in/v1/external): login once and reuse the token until
// shortly before its 10 days run out, an adhoc order, its AWB and pickup, tracking by AWB, return
// orders for reverse pickups, labels, and the serviceability check. Every call has a time limit; whatever
// goes wrong becomes an AppError with a message (503 when Shiprocket is down or slow, 502 when it
// refuses), never a stack trace. (Over 250 lines: one client, whose calls share its token, time
// limit and serviceability cache; the answers' shapes are in shiprocket-answers.ts.)

export type ShiprocketOptions = {
  email: string;
  password: string;
  baseUrl: string;
  pickupLocation: string;
  timeoutMs: number;
  /** The clock that ages the token (tests move it). */
  now?: () => Date;
};

export const SHIPPING_UNAVAILABLE = "The shipping service is not available just now. Please try again in a few minutes";
export const SHIPPING_TIMEOUT = "The shipping service did not answer in time. Please try again in a few minutes";
export const SHIPPING_LOGIN_REFUSED =
  "The shipping service refused the shop's login. Please check SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Shiprocket's tokens last 10 days; a new one is fetched a day before. */
const TOKEN_REUSE_MS = 9 * DAY_MS;
/** Serviceability answers are kept an hour per pin code, for at most this many pin codes. */
const SERVICEABILITY_TTL_MS = 60 * 60 * 1000;
const SERVICEABILITY_ENTRIES = 2000;
/** A folded kurta in its mailer: centimetres, and kilograms per piece (Shiprocket's minimum is 0.5 kg). */
const PARCEL = { length: 30, breadth: 25, height: 4 };
const KG_PER_PIECE = 0.4;
/** Working days from order to dispatch, added to the courier's transit days. */
const DISPATCH_DAYS = 1;

const rupees = (paise: number) => Math.round(paise) / 100;

/** "2026-11-23 10:05" in India's time, as Shiprocket takes order dates. */
function istDateTime(date: Date): string {
  return new Date(date.getTime() + 330 * 60 * 1000).toISOString().slice(0, 16).replace("T", " ");
}

function parcel(order: ShipmentOrder) {
  const pieces = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  return { ...PARCEL, weight: Math.max(0.5, Math.round(pieces * KG_PER_PIECE * 10) / 10) };
}

/**
 * The order's money as Shiprocket adds it up (sub_total + transaction_charges − total_discount is
 * what it collects on a COD parcel): the items' sum, and the cash-on-delivery fee with the round-off
 * to whole rupees as a charge (or, a round-off alone, a discount), so the items agree with the
 * sub-total and the amount collected is the order's total.
 */
function amounts(order: ShipmentOrder) {
  const charges = order.codFeePaise + order.roundOffPaise;
  // Store credit paid before delivery: Shiprocket has no field for it, so it lowers what the courier collects as a discount.
  const net = charges - (order.cashOnDelivery ? (order.storeCreditPaise ?? 0) : 0);
  return {
    sub_total: rupees(order.totalPaise - charges),
    ...(net > 0 ? { transaction_charges: rupees(net) } : {}),
    ...(net < 0 ? { total_discount: rupees(-net) } : {}),
  };
}

function items(order: ShipmentOrder) {
  return order.lines.map((line) => ({
    name: line.name.slice(0, 200),
    sku: line.sku,
    units: line.quantity,
    selling_price: rupees(line.unitPricePaise),
    hsn: line.hsn,
  }));
}

export function createShiprocketClient(options: ShiprocketOptions): ShippingProvider {
  const now = options.now ?? (() => new Date());
  const base = options.baseUrl.replace(/\/+$/, "");
  let token: { value: string; renewAt: number } | null = null;
  // Concurrent callers share one login.
  let loggingIn: Promise<string> | null = null;
  const serviceable = new Map<string, { at: number; answer: Awaited<ReturnType<ShippingProvider["serviceability"]>> }>();

  async function send(method: "GET" | "POST", path: string, body: unknown, bearer: string | null): Promise<Answer> {
    try {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
        cache: "no-store",
      });
      const text = await response.text();
      let json: unknown = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = { message: text.slice(0, 200) };
      }
      return { status: response.status, body: json };
    } catch (error) {
      if (error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError")) {
        throw new AppError("unavailable", SHIPPING_TIMEOUT);
      }
      console.error(`Shiprocket: ${method} ${path} failed`, error);
      throw new AppError("unavailable", SHIPPING_UNAVAILABLE);
    }
  }

  async function login(): Promise<string> {
    const answer = await send("POST", "/auth/login", { email: options.email, password: options.password }, null);
    if (answer.status >= 500) throw new AppError("unavailable", SHIPPING_UNAVAILABLE);
    if (answer.status !== 200) {
      console.error(`Shiprocket: login refused (${answer.status}): ${messageOf(answer.body)}`);
      throw new AppError("bad_gateway", SHIPPING_LOGIN_REFUSED);
    }
    const { token: value } = parsed(loginAnswer, answer.body, "the login");
    token = { value, renewAt: now().getTime() + TOKEN_REUSE_MS };
    return value;
  }

  async function currentToken(): Promise<string> {
    if (token && now().getTime() < token.renewAt) return token.value;
    loggingIn ??= login().finally(() => {
      loggingIn = null;
    });
    return loggingIn;
  }

  /** One authenticated call; a token Shiprocket no longer accepts is renewed once. 4xx answers come back to the caller. */
  async function call(method: "GET" | "POST", path: string, body?: unknown): Promise<Answer> {
    let answer = await send(method, path, body, await currentToken());
    if (answer.status === 401) {
      token = null;
      answer = await send(method, path, body, await currentToken());
    }
    if (answer.status >= 500 || answer.status === 429) {
      console.error(`Shiprocket: ${method} ${path} answered ${answer.status}: ${messageOf(answer.body)}`);
      throw new AppError("unavailable", SHIPPING_UNAVAILABLE);
    }
    return answer;
  }

  function refusal(what: string, answer: Answer): AppError {
    return new AppError("bad_gateway", `The shipping service refused ${what}: ${messageOf(answer.body)}`);
  }

  async function assign(shipmentId: string, isReturn: boolean) {
    const answer = await call("POST", "/courier/assign/awb", { shipment_id: shipmentId, ...(isReturn ? { is_return: 1 } : {}) });
    if (answer.status >= 400) throw refusal("the AWB", answer);
    const { awb_assign_status, response } = parsed(awbAnswer, answer.body, "the AWB");
    const { awb_code, courier_name, awb_assign_error } = response.data;
    if (awb_assign_status !== 1 || !awb_code) {
      throw new AppError("bad_gateway", `The shipping service assigned no AWB: ${awb_assign_error ?? messageOf(answer.body)}`);
    }
    return { awbCode: awb_code, courierName: courier_name ?? "Courier" };
  }

  return {
    name: "shiprocket",

    async createShipment(order) {
      const { customer } = order;
      const [first, ...rest] = customer.name.trim().split(/\s+/);
      const answer = await call("POST", "/orders/create/adhoc", {
        order_id: order.reference,
        order_date: istDateTime(order.placedAt),
        pickup_location: options.pickupLocation,
        billing_customer_name: first,
        billing_last_name: rest.join(" "),
        billing_address: customer.line1,
        billing_address_2: customer.line2,
        billing_city: customer.city,
        billing_pincode: customer.pinCode,
        billing_state: customer.state,
        billing_country: "India",
        billing_email: customer.email,
        billing_phone: customer.phone,
        shipping_is_billing: true,
        order_items: items(order),
        payment_method: order.cashOnDelivery ? "COD" : "Prepaid",
        ...amounts(order),
        ...parcel(order),
      });
      if (answer.status >= 400) throw refusal("the shipment", answer);
      return { shipmentId: parsed(orderAnswer, answer.body, "the shipment").shipment_id };
    },

    assignAwb: (shipmentId) => assign(shipmentId, false),

    async requestPickup(shipmentId) {
      const answer = await call("POST", "/courier/generate/pickup", { shipment_id: [Number(shipmentId) || shipmentId] });
      // A pickup asked for twice (a retried ship move) is already in the courier's queue: that is the goal.
      if (answer.status >= 400 && !/already/i.test(messageOf(answer.body))) throw refusal("the pickup", answer);
    },

    async createReturnPickup(returnOrder) {
      const { customer } = returnOrder;
      const answer = await call("POST", "/orders/create/return", {
        order_id: returnOrder.reference,
        order_date: istDateTime(returnOrder.placedAt),
        pickup_customer_name: customer.name,
        pickup_address: customer.line1,
        pickup_address_2: customer.line2,
        pickup_city: customer.city,
        pickup_state: customer.state,
        pickup_country: "India",
        pickup_pincode: customer.pinCode,
        pickup_email: customer.email,
        pickup_phone: customer.phone,
        shipping_customer_name: SHOP.name,
        shipping_address: SHOP.address.line1,
        shipping_address_2: SHOP.address.line2,
        shipping_city: SHOP.address.city,
        shipping_state: SHOP.address.state,
        shipping_country: "India",
        shipping_pincode: SHOP.address.pinCode,
        shipping_phone: SHOP.phone.replace(/\D/g, "").slice(-10),
        order_items: items(returnOrder),
        payment_method: "Prepaid",
        ...amounts(returnOrder),
        ...parcel(returnOrder),
      });
      if (answer.status >= 400) throw refusal("the return pickup", answer);
      const { shipment_id } = parsed(orderAnswer, answer.body, "the return pickup");
      return { shipmentId: shipment_id, ...(await assign(shipment_id, true)) };
    },

    async labels(parcels) {
      const answer = await call("POST", "/courier/generate/label", {
        shipment_id: parcels.map(({ shipmentId }) => Number(shipmentId) || shipmentId),
      });
      if (answer.status >= 400) throw refusal("the labels", answer);
      const { label_created, label_url, response } = parsed(labelAnswer, answer.body, "the labels");
      if (label_created !== 1 || !label_url) {
        throw new AppError("bad_gateway", `The shipping service made no labels: ${response ?? messageOf(answer.body)}`);
      }
      return { url: label_url };
    },

    async track(awbCode) {
      const answer = await call("GET", `/courier/track/awb/${encodeURIComponent(awbCode)}`);
      if (answer.status === 404) return [];
      if (answer.status >= 400) throw refusal("the tracking request", answer);
      const activities = parsed(trackAnswer, answer.body, "the tracking request").tracking_data.shipment_track_activities ?? [];
      const events: TrackingEvent[] = activities.map((activity) => ({
        status: activity["sr-status-label"] || activity.status || "Update",
        detail: activity.activity ?? "",
        location: activity.location ?? "",
        at: fromIst(activity.date),
      }));
      return events.sort((a, b) => a.at.getTime() - b.at.getTime());
    },

    async answerFailedDelivery(awbCode, action) {
      const body =
        action.kind === "return"
          ? { action: "return", comments: "The customer asked for the parcel to be returned" }
          : {
              action: "re-attempt",
              comments: `Re-attempt on ${action.date}${action.landmark ? `, near ${action.landmark}` : ""}`,
              deferred_date: action.date,
              phone: action.phone,
              ...(action.landmark ? { address2: action.landmark } : {}),
            };
      const answer = await call("POST", `/ndr/${encodeURIComponent(awbCode)}/action`, body);
      if (answer.status >= 400) throw refusal("the answer to the failed delivery", answer);
    },

    async serviceability(pinCode, today) {
      const kept = serviceable.get(pinCode);
      if (kept && now().getTime() - kept.at < SERVICEABILITY_TTL_MS) return kept.answer;
      const query = new URLSearchParams({ pickup_postcode: SHOP.address.pinCode, delivery_postcode: pinCode, weight: "0.5", cod: "0" });
      const answer = await call("GET", `/courier/serviceability/?${query}`);
      if (answer.status >= 400 && answer.status !== 404) throw refusal("the serviceability check", answer);
      // Shiprocket answers a pin code no courier reaches with 404, or with no courier list.
      const data = answer.status === 404 ? undefined : parsed(serviceabilityAnswer, answer.body, "the serviceability check").data;
      const list = data?.available_courier_companies ?? [];
      const recommended = data?.recommended_courier_company_id;
      const chosen =
        list.find((company) => company.courier_company_id === recommended) ??
        [...list].sort((a, b) => a.estimated_delivery_days - b.estimated_delivery_days)[0];
      const result = chosen
        ? {
            pinCode,
            serviceable: true,
            deliveryBy: deliveryDate(today, chosen.estimated_delivery_days + DISPATCH_DAYS),
            cod: list.some((company) => company.cod === 1),
          }
        : { pinCode, serviceable: false, deliveryBy: null, cod: false };
      if (serviceable.size >= SERVICEABILITY_ENTRIES) serviceable.delete(serviceable.keys().next().value!);
      serviceable.set(pinCode, { at: now().getTime(), answer: result });
      return result;
    },

    trackingUrl(awbCode) {
      return `https://shiprocket.co/tracking/${encodeURIComponent(awbCode)}`;
    },
  };
}

const clients = new Map<string, ShippingProvider>();

/** One client per login and address, so the token is reused by every request of this process. */
export function shiprocketProvider(options: ShiprocketOptions): ShippingProvider {
  const key = `${options.baseUrl}|${options.email}|${options.password}|${options.pickupLocation}|${options.timeoutMs}`;
  let client = clients.get(key);
  if (!client) {
    client = createShiprocketClient(options);
    clients.set(key, client);
  }
  return client;
}
