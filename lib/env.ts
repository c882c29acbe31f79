import { z } from "zod";
import { gstStateCode } from "@/lib/pricing/gst-states";
import { SHOP } from "@/lib/shop";

// The environment, checked once. A wrong or missing value stops start-up with a message
// naming the variable. scripts/start.ts fills in DATABASE_URL, DEMO_MODE and AUTH_SECRET
// for the embedded database, so `.env.example` works as it is.

const flag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

const optional = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined));

/** A setting with a demo default, used when it is unset or empty. */
const setting = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((value) => value?.trim() || fallback);

/**
 * A whole number from `min` to `max`, `fallback` when unset or empty. z.coerce alone read "" as 0: an emptied
 * SMS_DAILY_LIMIT allowed no text a day, an emptied COD_MAX_ORDER_RUPEES turned cash on delivery off.
 */
const wholeSetting = (fallback: number, min: number, max: number, message?: string, maxMessage?: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.coerce
      .number(message ? { error: message } : undefined)
      .int()
      .min(min)
      .max(max, maxMessage ? { error: maxMessage } : undefined)
      .default(fallback),
  );

/** The demo GSTIN, of the shop's state (Delhi, 07). */
const DEMO_GSTIN = "07AAACK1234M1Z5";

/** Variables read once and no more, with where their value lives now. */
const RETIRED: Record<string, string> = {
  SELLER_ADDRESS: "the business address is SHOP.address in lib/shop.ts, the one source of the footer, the contact page and invoices",
  SELLER_STATE: "the seller's state is that of SHOP.address in lib/shop.ts",
};

const schema = z.object({
  DATABASE_URL: z
    .string({ error: "is required (scripts/start.ts sets it for the embedded database)" })
    .regex(/^postgres(ql)?:\/\//, "must be a postgresql:// URL"),
  DEMO_MODE: flag,
  AUTH_SECRET: z
    .string({ error: "is required: a random string of at least 32 characters (openssl rand -base64 32)" })
    .min(32, "must be at least 32 characters"),
  APP_URL: z.url({ error: "must be a URL such as https://shop.example.com" }).default("http://localhost:3000"),
  ALLOW_DEMO_WITH_REMOTE_DATABASE: flag,
  DB_POOL_SIZE: wholeSetting(10, 1, 100),
  // `npm start` runs the job worker beside the web server; false for web instances of a
  // deployment that runs `npm run worker` separately.
  RUN_WORKER: z
    .enum(["true", "false", "1", "0", ""])
    .optional()
    .transform((value) => value !== "false" && value !== "0"),
  // A login's absolute lifetime: renewing its token never carries it past this.
  SESSION_MAX_AGE_DAYS: wholeSetting(30, 1, 365, "must be a number of days"),
  // How many proxies in front of the server append to X-Forwarded-For (0: clients connect directly).
  TRUSTED_PROXY_HOPS: wholeSetting(0, 0, 10, "must be a whole number of proxies (0 without a proxy)"),
  // On SIGTERM, how long readiness answers 503 while the server still accepts connections, before it
  // stops accepting and finishes what it has: the time a load balancer takes to stop sending here.
  SHUTDOWN_DELAY_MS: wholeSetting(5_000, 0, 120_000, "must be a number of milliseconds"),
  // Set by Vercel itself; the client's address then comes from Vercel's own header.
  VERCEL: flag,
  // The bearer secret of the cron route (app/api/cron/jobs), which Vercel Cron sends; without it the route answers 404.
  CRON_SECRET: optional.pipe(z.string().min(16, "must be at least 16 characters (openssl rand -hex 32)").optional()),
  // The request log's level (lib/log.ts).
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "silent"], { error: "must be fatal, error, warn, info, debug or silent" })
    .default("info"),
  // Demo mode only: the payment twin refuses every refund as a provider outage would, to try the refund retry by hand.
  DEMO_REFUND_OUTAGE: flag,
  // Origins of the shop's clients on other hosts that may call /api/v1 from a browser (lib/http/response/cors.ts).
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((list) =>
      (list ?? "")
        .split(",")
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.string().refine(isOrigin, 'must be origins separated by commas, each as https://host or https://host:port (no path, not "*")'),
      ),
    ),
  // Rate-limit counters in Redis instead of PostgreSQL.
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: "must be a redis:// or rediss:// URL" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  DB_STATEMENT_TIMEOUT_MS: wholeSetting(10_000, 100, 600_000),
  DB_CONNECT_TIMEOUT_MS: wholeSetting(5_000, 100, 60_000),
  UPLOADS_DIR: z.string().default(".data/uploads"),
  RESEND_API_KEY: optional,
  EMAIL_FROM: z.string().default("Kurta Shop <orders@kurta.shop>"),
  // How long one call to Resend may take before the delivery job gives up and retries later.
  RESEND_TIMEOUT_MS: wholeSetting(10_000, 100, 120_000, "must be a number of milliseconds"),
  UPLOADTHING_TOKEN: optional.refine(
    (token) => token === undefined || isUploadThingToken(token),
    'must be the token UploadThing\'s dashboard shows (base64 of { "apiKey": "sk_…", "appId": …, "regions": [...] })',
  ),
  // How long one upload to UploadThing may take.
  UPLOADTHING_TIMEOUT_MS: wholeSetting(30_000, 100, 120_000, "must be a number of milliseconds"),
  RAZORPAY_KEY_ID: optional,
  RAZORPAY_KEY_SECRET: optional,
  RAZORPAY_WEBHOOK_SECRET: optional,
  // Razorpay's API root (a local fake in the tests) and how long one call may take; a refund runs
  // inside the cancelling order's transaction, so the limit stays below that transaction's 20 s.
  RAZORPAY_BASE_URL: setting("https://api.razorpay.com").pipe(z.url({ error: "must be a URL" })),
  RAZORPAY_TIMEOUT_MS: wholeSetting(10_000, 100, 15_000, "must be a number of milliseconds"),
  SHIPROCKET_EMAIL: optional,
  SHIPROCKET_PASSWORD: optional,
  // Shiprocket's API root (a local fake in the tests), the pickup location's name as set up in
  // Shiprocket, and how long one call may take.
  SHIPROCKET_BASE_URL: setting("https://apiv2.shiprocket.in/v1/external").pipe(z.url({ error: "must be a URL" })),
  SHIPROCKET_PICKUP_LOCATION: setting("Primary"),
  SHIPROCKET_TIMEOUT_MS: wholeSetting(10_000, 100, 120_000, "must be a number of milliseconds"),
  // The token set in Shiprocket's panel for the tracking webhook, which sends it as x-api-key (the twin's when unset in demo mode).
  SHIPROCKET_WEBHOOK_TOKEN: optional,
  // Text messages through MSG91 (lib/sms/providers/msg91.ts): its auth key turns it on; the id of the template
  // registered for the one-time code (MSG91's id, mapped there to the DLT template id), the DLT
  // sender id (header), its API root (a local fake in the tests) and how long one call may take.
  MSG91_AUTH_KEY: optional,
  MSG91_OTP_TEMPLATE_ID: optional,
  // The templates of cash-on-delivery messages sent as SMS (when WhatsApp is not set up, or fails):
  // the request to confirm an order, with its link, and the notice that an unconfirmed order was cancelled.
  MSG91_COD_TEMPLATE_ID: optional,
  MSG91_COD_CANCELLED_TEMPLATE_ID: optional,
  // The template of back-in-stock notices by SMS (decision 090): optional; without it a shopper gives an email.
  MSG91_BACK_IN_STOCK_TEMPLATE_ID: optional,
  // The DLT promotional template of cart reminders by SMS (lib/reminders): optional; without it reminders go by WhatsApp or email only.
  MSG91_CART_REMINDER_TEMPLATE_ID: optional,
  // The templates of an order's news by SMS (lib/sms/send/order-messages.ts), optional: with all eight set
  // (or WhatsApp), a shopper's phone hears of her order; without them only her email does.
  MSG91_ORDER_PLACED_TEMPLATE_ID: optional,
  MSG91_COD_CONFIRMED_TEMPLATE_ID: optional,
  MSG91_ORDER_SHIPPED_TEMPLATE_ID: optional,
  MSG91_OUT_FOR_DELIVERY_TEMPLATE_ID: optional,
  MSG91_DELIVERY_FAILED_TEMPLATE_ID: optional,
  MSG91_ORDER_DELIVERED_TEMPLATE_ID: optional,
  MSG91_RETURN_PICKED_UP_TEMPLATE_ID: optional,
  MSG91_REFUND_PAID_TEMPLATE_ID: optional,
  // MSG91's ids of the Hindi templates, each registered on DLT apart from its English one (decision 122):
  // "otp=<id>,cod-confirm=<id>,order-placed=<id>,…" by the shop's template names. A template without its Hindi id
  // is texted in English to a shopper who chose Hindi.
  MSG91_HINDI_TEMPLATE_IDS: optional.pipe(
    z
      .string()
      .regex(/^[a-z-]+=[\w-]+(,[a-z-]+=[\w-]+)*$/, "must be template=id pairs joined by commas, such as otp=6512ab,cod-confirm=6512cd")
      .optional(),
  ),
  SMS_SENDER_ID: optional.pipe(
    z
      .string()
      .regex(/^[A-Za-z]{6}$/, "must be the 6-letter sender id (header) registered on the DLT portal, such as KURTAS")
      .transform((id) => id.toUpperCase())
      .optional(),
  ),
  MSG91_BASE_URL: setting("https://control.msg91.com").pipe(z.url({ error: "must be a URL" })),
  SMS_TIMEOUT_MS: wholeSetting(10_000, 100, 60_000, "must be a number of milliseconds"),
  // WhatsApp through Meta's Cloud API (lib/sms/providers/whatsapp.ts), optional: without it, cash-on-delivery
  // messages go as SMS. A system user's access token and the sending number's id (WhatsApp Manager);
  // the app's secret, which signs the webhook's posts, and the verify token of its GET challenge
  // (the twin's secret when unset in demo mode); the Graph API's root (a local fake in the tests)
  // and how long one call may take.
  WHATSAPP_TOKEN: optional,
  WHATSAPP_PHONE_NUMBER_ID: optional.pipe(
    z
      .string()
      .regex(/^\d{5,20}$/, "must be the phone number id WhatsApp Manager shows (digits)")
      .optional(),
  ),
  WHATSAPP_APP_SECRET: optional,
  WHATSAPP_VERIFY_TOKEN: optional,
  WHATSAPP_BASE_URL: setting("https://graph.facebook.com").pipe(z.url({ error: "must be a URL" })),
  WHATSAPP_TIMEOUT_MS: wholeSetting(10_000, 100, 60_000, "must be a number of milliseconds"),
  // The most text messages the shop sends in one day (India's), whoever asks: a ceiling on the bill.
  SMS_DAILY_LIMIT: wholeSetting(1000, 0, 10_000_000, "must be a whole number of messages"),
  // A parcel back from the courier goes into stock once the owner marks it inspected, or at once on arrival.
  RTO_RESTOCK: z.enum(["on-inspection", "on-arrival"], { error: 'must be "on-inspection" or "on-arrival"' }).default("on-inspection"),
  // Hours a new cash-on-delivery order waits for the shopper's confirmation before it is cancelled.
  COD_CONFIRM_HOURS: wholeSetting(24, 1, 168, "must be a whole number of hours"),
  // Hours of the day (IST) when messages the shopper did not just ask for wait: "21-9" (from 21:00 to 09:00), or "off".
  MESSAGE_QUIET_HOURS: setting("21-9").transform((value, context): { closes: number; opens: number } | null => {
    if (value === "off") return null;
    const match = /^(\d{1,2})-(\d{1,2})$/.exec(value);
    const [closes, opens] = match ? [Number(match[1]), Number(match[2])] : [NaN, NaN];
    if (closes >= 0 && closes <= 23 && opens >= 0 && opens <= 23 && closes !== opens) return { closes, opens };
    context.addIssue({ code: "custom", message: 'must be two hours of the day as "21-9" (from 21:00 to 09:00), or "off"' });
    return z.NEVER;
  }),
  // Failed deliveries nobody answered by the courier's deadline: this many re-attempts, then the parcel comes back.
  NDR_AUTO_REATTEMPTS: wholeSetting(1, 0, 3, "must be a whole number"),
  // The largest order (rupees, total with GST) paid cash on delivery until the owner saves rules (lib/orders/cod-rules); 0 turns COD off.
  COD_MAX_ORDER_RUPEES: wholeSetting(
    10_000,
    0,
    199_999,
    "must be a whole number of rupees",
    "must be below 200000: cash of ₹2,00,000 or more for one order is not allowed (Income-tax Act s.269ST)",
  ),
  // The seller on GST invoices: legal name and GSTIN (demo values by default; required outside demo
  // mode). The address and its state are the shop's own, SHOP.address in lib/shop.ts.
  SELLER_NAME: setting("Kurta Shop Private Limited"),
  SELLER_GSTIN: setting(DEMO_GSTIN)
    .transform((gstin) => gstin.toUpperCase())
    .pipe(z.string().regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, `must be a 15-character GSTIN such as ${DEMO_GSTIN}`))
    .refine(
      (gstin) => gstin.slice(0, 2) === gstStateCode(SHOP.address.state),
      `must start with the GST state code of the shop's address (${SHOP.address.state}: ${gstStateCode(SHOP.address.state)}, lib/shop.ts)`,
    ),
});

export type Env = z.infer<typeof schema>;

/** An origin exactly as a browser sends it in its Origin header: scheme, host and port only. */
function isOrigin(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === "https:" || url.protocol === "http:") && url.origin === text;
  } catch {
    return false;
  }
}

/** The shape the `uploadthing` package decodes its token to; anything else fails only at the first upload. */
function isUploadThingToken(token: string): boolean {
  try {
    const { apiKey, appId, regions } = JSON.parse(atob(token)) as { apiKey?: unknown; appId?: unknown; regions?: unknown };
    return (
      typeof apiKey === "string" &&
      apiKey.startsWith("sk_") &&
      typeof appId === "string" &&
      appId.length > 0 &&
      Array.isArray(regions) &&
      regions.length > 0 &&
      regions.every((region) => typeof region === "string")
    );
  } catch {
    return false;
  }
}

// Outside demo mode every outside service needs its real provider: a forgotten key must
// not silently switch on a local twin (the development mailbox would publish reset links).
const PROVIDERS: Record<string, (keyof Env)[]> = {
  email: ["RESEND_API_KEY"],
  images: ["UPLOADTHING_TOKEN"],
  payments: ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"],
  shipping: ["SHIPROCKET_EMAIL", "SHIPROCKET_PASSWORD", "SHIPROCKET_WEBHOOK_TOKEN"],
  "text messages": ["MSG91_AUTH_KEY", "MSG91_OTP_TEMPLATE_ID", "MSG91_COD_TEMPLATE_ID", "MSG91_COD_CANCELLED_TEMPLATE_ID", "SMS_SENDER_ID"],
  invoices: ["SELLER_NAME", "SELLER_GSTIN"],
};

const WHATSAPP = ["WHATSAPP_TOKEN", "WHATSAPP_PHONE_NUMBER_ID", "WHATSAPP_APP_SECRET", "WHATSAPP_VERIFY_TOKEN"];

/** True when the database runs on this machine: a loopback host or a Unix socket. */
export function isLocalDatabase(url: string): boolean {
  try {
    const parsed = new URL(url);
    const socket = parsed.searchParams.get("host");
    if (socket) return socket.startsWith("/");
    return ["", "localhost", "127.0.0.1", "[::1]"].includes(parsed.hostname);
  } catch {
    return false;
  }
}

export class EnvError extends Error {
  name = "EnvError";
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  const problems = result.success ? [] : result.error.issues.map((issue) => `- ${issue.path.join(".")}: ${issue.message}`);
  const demo = result.success ? result.data.DEMO_MODE : /^(true|1)$/.test(source.DEMO_MODE ?? "");
  // A retired variable still set would be silently ignored; say where its value lives now.
  for (const [key, now] of Object.entries(RETIRED))
    if (source[key]?.trim()) problems.push(`- ${key}: is no longer read (${now}); remove it`);
  if (!demo) {
    for (const [service, keys] of Object.entries(PROVIDERS)) {
      for (const key of keys.filter((key) => !source[key])) {
        problems.push(`- ${key}: is required for ${service} outside demo mode`);
      }
    }
  }
  // MSG91 sends only DLT-registered templates from a registered sender: a key without them (in demo
  // mode; outside it the providers' check names them) would fail at the first code.
  if (demo && source.MSG91_AUTH_KEY) {
    for (const key of PROVIDERS["text messages"]!.filter((key) => !source[key]?.trim())) {
      problems.push(`- ${key}: is required with MSG91_AUTH_KEY (MSG91 sends only DLT-registered templates from a registered sender)`);
    }
  }
  // WhatsApp is optional, but half of it would send messages whose replies are refused (or the reverse).
  if (WHATSAPP.some((key) => source[key]?.trim())) {
    for (const key of WHATSAPP.filter((key) => !source[key]?.trim())) {
      problems.push(`- ${key}: is required with the other WhatsApp variables (${WHATSAPP.join(", ")})`);
    }
  }
  // Vercel runs no long-lived process and its file system is read-only and per instance: images
  // go to UploadThing, and the cron route (which needs its secret) runs the background jobs.
  if (/^(true|1)$/.test(source.VERCEL ?? "")) {
    if (!source.UPLOADTHING_TOKEN) {
      problems.push(
        "- UPLOADTHING_TOKEN: is required on Vercel (VERCEL=1): its file system is read-only and per instance, so images cannot be kept on local disk",
      );
    }
    if (!source.CRON_SECRET) {
      problems.push(
        "- CRON_SECRET: is required on Vercel (VERCEL=1): Vercel Cron sends it to /api/cron/jobs, which runs the background jobs there",
      );
    }
  }
  // Demo mode's twins (a mailbox of reset links, a checkout that takes no money) belong on a
  // laptop. A database elsewhere suggests a public site, so it must be asked for by name.
  if (result.success && demo && !result.data.ALLOW_DEMO_WITH_REMOTE_DATABASE && !isLocalDatabase(result.data.DATABASE_URL)) {
    problems.push(
      "- DEMO_MODE: demo mode with a database on another machine looks like a public site, where the local twins " +
        "(development mailbox, simulated payments) do not belong. Use a local database, turn demo mode off, " +
        "or set ALLOW_DEMO_WITH_REMOTE_DATABASE=true to run a public demo.",
    );
  }
  if (problems.length || !result.success) {
    const hint = demo ? "" : "\nSet the provider keys, or DEMO_MODE=true to use the local twins.";
    throw new EnvError(`Invalid environment:\n${problems.join("\n")}${hint}`);
  }
  return result.data;
}

let cached: Env | undefined;

/** Reads the environment afresh on next use: for a test worker whose next file has a database of its own. */
export function forgetEnv(): void {
  cached = undefined;
}

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
