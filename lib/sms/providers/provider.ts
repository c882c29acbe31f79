import "server-only";
import { getEnv, type Env } from "@/lib/env";
import type { Locale } from "@/lib/i18n/locales";
import { msg91Provider } from "./msg91";
import { twinSms, twinWhatsApp } from "./twin";
import type { OrderNewsTemplate, SmsProvider, SmsTemplate, WhatsAppProvider } from "../types";
import { whatsAppProvider as cloudApi } from "./whatsapp";

// The messaging providers behind one interface each: MSG91 when its key is set, else (demo mode
// only; lib/env refuses a deployment without it) the local twin; WhatsApp's Cloud API when its
// token is set, else the twin in demo mode, else none (a shop may text by SMS only).

/** The variable naming MSG91's id of each order-news template. */
const ORDER_NEWS_TEMPLATES = {
  "order-placed": "MSG91_ORDER_PLACED_TEMPLATE_ID",
  "cod-confirmed": "MSG91_COD_CONFIRMED_TEMPLATE_ID",
  "order-shipped": "MSG91_ORDER_SHIPPED_TEMPLATE_ID",
  "out-for-delivery": "MSG91_OUT_FOR_DELIVERY_TEMPLATE_ID",
  "delivery-failed": "MSG91_DELIVERY_FAILED_TEMPLATE_ID",
  "order-delivered": "MSG91_ORDER_DELIVERED_TEMPLATE_ID",
  "return-picked-up": "MSG91_RETURN_PICKED_UP_TEMPLATE_ID",
  "refund-paid": "MSG91_REFUND_PAID_TEMPLATE_ID",
} as const satisfies Record<OrderNewsTemplate, keyof Env>;

const orderNewsTemplateIds = (env: Env) =>
  Object.fromEntries(Object.entries(ORDER_NEWS_TEMPLATES).map(([template, key]) => [template, env[key]])) as Partial<
    Record<OrderNewsTemplate, string>
  >;
/** MSG91_HINDI_TEMPLATE_IDS ("otp=<id>,cod-confirm=<id>") as MSG91's id of each template's Hindi version. */
const hindiTemplateIds = (env: Env) =>
  Object.fromEntries((env.MSG91_HINDI_TEMPLATE_IDS ?? "").split(",").flatMap((pair) => (pair ? [pair.split("=")] : []))) as Partial<
    Record<SmsTemplate, string>
  >;

/**
 * The language a text of `template` goes in to a shopper who chose `wanted`: Hindi where MSG91 has the
 * template's Hindi version registered (or the twin, which takes both), else English (decision 122).
 */
export function smsLanguage(template: SmsTemplate, wanted: Locale): Locale {
  const env = getEnv();
  if (wanted === "en" || !env.MSG91_AUTH_KEY) return wanted;
  return hindiTemplateIds(env)[template] ? "hi" : "en";
}

export function smsProvider(): SmsProvider {
  const env = getEnv();
  const { MSG91_AUTH_KEY, MSG91_OTP_TEMPLATE_ID, MSG91_COD_TEMPLATE_ID, MSG91_COD_CANCELLED_TEMPLATE_ID, SMS_SENDER_ID } = env;
  if (MSG91_AUTH_KEY && MSG91_OTP_TEMPLATE_ID && MSG91_COD_TEMPLATE_ID && MSG91_COD_CANCELLED_TEMPLATE_ID && SMS_SENDER_ID) {
    return msg91Provider({
      authKey: MSG91_AUTH_KEY,
      templateIds: {
        otp: MSG91_OTP_TEMPLATE_ID,
        "cod-confirm": MSG91_COD_TEMPLATE_ID,
        "cod-cancelled": MSG91_COD_CANCELLED_TEMPLATE_ID,
        "back-in-stock": env.MSG91_BACK_IN_STOCK_TEMPLATE_ID,
        "cart-reminder": env.MSG91_CART_REMINDER_TEMPLATE_ID,
        ...orderNewsTemplateIds(env),
      },
      hindiTemplateIds: hindiTemplateIds(env),
      senderId: SMS_SENDER_ID,
      baseUrl: env.MSG91_BASE_URL,
      timeoutMs: env.SMS_TIMEOUT_MS,
    });
  }
  if (env.DEMO_MODE) return twinSms;
  throw new Error("Text messages need MSG91_AUTH_KEY, its template ids and SMS_SENDER_ID outside demo mode");
}

/**
 * Whether back-in-stock notices can go to a mobile number (decision 090): on WhatsApp once its Cloud API is set
 * up, by MSG91 once their SMS template is registered, or by the twins in demo mode.
 */
export function textsBackInStock(): boolean {
  const env = getEnv();
  if (env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID) return true;
  return env.MSG91_AUTH_KEY ? Boolean(env.MSG91_BACK_IN_STOCK_TEMPLATE_ID) : env.DEMO_MODE;
}

/**
 * Whether an order's news can go to the shopper's phone: on WhatsApp once its Cloud API is set up, by
 * MSG91 once all its order-news templates are registered, or by the twins in demo mode.
 */
export function textsOrderNews(): boolean {
  const env = getEnv();
  if (env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID) return true;
  return env.MSG91_AUTH_KEY ? Object.values(orderNewsTemplateIds(env)).every(Boolean) : env.DEMO_MODE;
}

export function whatsAppProvider(): WhatsAppProvider | null {
  const env = getEnv();
  if (env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID) {
    return cloudApi({
      token: env.WHATSAPP_TOKEN,
      phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
      baseUrl: env.WHATSAPP_BASE_URL,
      timeoutMs: env.WHATSAPP_TIMEOUT_MS,
    });
  }
  return env.DEMO_MODE ? twinWhatsApp : null;
}
