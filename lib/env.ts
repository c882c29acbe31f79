import { z } from "zod";

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

const schema = z.object({
  DATABASE_URL: z
    .string({ error: "is required (scripts/start.ts sets it for the embedded database)" })
    .regex(/^postgres(ql)?:\/\//, "must be a postgresql:// URL"),
  DEMO_MODE: flag,
  AUTH_SECRET: z
    .string({ error: "is required: a random string of at least 32 characters (openssl rand -base64 32)" })
    .min(32, "must be at least 32 characters"),
  APP_URL: z.url({ error: "must be a URL such as https://shop.example.com" }).default("http://localhost:3000"),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  UPLOADS_DIR: z.string().default(".data/uploads"),
  RESEND_API_KEY: optional,
  EMAIL_FROM: z.string().default("Kurta Shop <orders@kurta.shop>"),
  UPLOADTHING_TOKEN: optional,
  RAZORPAY_KEY_ID: optional,
  RAZORPAY_KEY_SECRET: optional,
  RAZORPAY_WEBHOOK_SECRET: optional,
  SHIPROCKET_EMAIL: optional,
  SHIPROCKET_PASSWORD: optional,
  // The largest order (rupees, total with GST) that may be paid cash on delivery; 0 turns COD off.
  COD_MAX_ORDER_RUPEES: z.coerce.number({ error: "must be a whole number of rupees" }).int().min(0).max(10_000_000).default(10_000),
});

export type Env = z.infer<typeof schema>;

// Outside demo mode every outside service needs its real provider: a forgotten key must
// not silently switch on a local twin (the development mailbox would publish reset links).
const PROVIDERS: Record<string, (keyof Env)[]> = {
  email: ["RESEND_API_KEY"],
  images: ["UPLOADTHING_TOKEN"],
  payments: ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"],
  shipping: ["SHIPROCKET_EMAIL", "SHIPROCKET_PASSWORD"],
};

export class EnvError extends Error {
  name = "EnvError";
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  const problems = result.success ? [] : result.error.issues.map((issue) => `- ${issue.path.join(".")}: ${issue.message}`);
  const demo = result.success ? result.data.DEMO_MODE : /^(true|1)$/.test(source.DEMO_MODE ?? "");
  if (!demo) {
    for (const [service, keys] of Object.entries(PROVIDERS)) {
      for (const key of keys.filter((key) => !source[key])) {
        problems.push(`- ${key}: is required for ${service} outside demo mode`);
      }
    }
  }
  if (problems.length || !result.success) {
    const hint = demo ? "" : "\nSet the provider keys, or DEMO_MODE=true to use the local twins.";
    throw new EnvError(`Invalid environment:\n${problems.join("\n")}${hint}`);
  }
  return result.data;
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
