import { describe, expect, it } from "vitest";
import { isLocalDatabase, parseEnv } from "./env";

const demo = {
  DATABASE_URL: "postgresql://postgres:postgres@127.0.0.1:54329/kurta",
  DEMO_MODE: "true",
  AUTH_SECRET: "x".repeat(32),
};

const providers = {
  RESEND_API_KEY: "re_test",
  UPLOADTHING_TOKEN: btoa(JSON.stringify({ apiKey: "sk_test_key", appId: "app1", regions: ["sea1"] })),
  RAZORPAY_KEY_ID: "rzp_test_id",
  RAZORPAY_KEY_SECRET: "secret",
  RAZORPAY_WEBHOOK_SECRET: "hook",
  SHIPROCKET_EMAIL: "ops@example.com",
  SHIPROCKET_PASSWORD: "pw",
  SHIPROCKET_WEBHOOK_TOKEN: "hook-token",
  MSG91_AUTH_KEY: "msg91-key",
  MSG91_OTP_TEMPLATE_ID: "6745f0c1d6fc05123a4b5c6d",
  MSG91_COD_TEMPLATE_ID: "6745f0c1d6fc05123a4b5c6e",
  MSG91_COD_CANCELLED_TEMPLATE_ID: "6745f0c1d6fc05123a4b5c6f",
  SMS_SENDER_ID: "KURTAS",
  SELLER_NAME: "Kurta Shop Private Limited",
  SELLER_GSTIN: "07AAACK1234M1Z5",
};

describe("parseEnv", () => {
  it("refuses an UploadThing token that is not the dashboard's", () => {
    for (const token of ["ut_test", btoa(JSON.stringify({ apiKey: "pk_wrong", appId: "app1", regions: ["sea1"] })), btoa("{}")]) {
      expect(() => parseEnv({ ...demo, UPLOADTHING_TOKEN: token })).toThrow(
        /UPLOADTHING_TOKEN: must be the token UploadThing's dashboard shows/,
      );
    }
  });

  it("accepts a demo environment and fills defaults", () => {
    const env = parseEnv(demo);
    expect(env.DEMO_MODE).toBe(true);
    expect(env.APP_URL).toBe("http://localhost:3000");
    expect(env.DB_POOL_SIZE).toBe(10);
    expect(env.TRUSTED_PROXY_HOPS).toBe(0);
    expect(env.SESSION_MAX_AGE_DAYS).toBe(30);
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.DB_STATEMENT_TIMEOUT_MS).toBe(10_000);
    expect(env.DB_CONNECT_TIMEOUT_MS).toBe(5_000);
  });

  it("reads the proxy hops, the session lifetime and Redis, and names a wrong value", () => {
    const env = parseEnv({ ...demo, TRUSTED_PROXY_HOPS: "2", SESSION_MAX_AGE_DAYS: "7", REDIS_URL: "redis://cache:6379" });
    expect(env).toMatchObject({ TRUSTED_PROXY_HOPS: 2, SESSION_MAX_AGE_DAYS: 7, REDIS_URL: "redis://cache:6379" });
    expect(parseEnv({ ...demo, REDIS_URL: "" }).REDIS_URL).toBeUndefined();
    expect(() => parseEnv({ ...demo, TRUSTED_PROXY_HOPS: "-1" })).toThrow(/TRUSTED_PROXY_HOPS/);
    expect(() => parseEnv({ ...demo, TRUSTED_PROXY_HOPS: "some" })).toThrow(/TRUSTED_PROXY_HOPS: must be a whole number/);
    expect(() => parseEnv({ ...demo, SESSION_MAX_AGE_DAYS: "0" })).toThrow(/SESSION_MAX_AGE_DAYS/);
    expect(() => parseEnv({ ...demo, REDIS_URL: "http://cache:6379" })).toThrow(/REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/);
  });

  it("takes a number's default when it is set empty, as when unset (an empty SMS_DAILY_LIMIT was 0 texts a day)", () => {
    const env = parseEnv({ ...demo, SMS_DAILY_LIMIT: "", COD_MAX_ORDER_RUPEES: " ", DB_POOL_SIZE: "" });
    expect([env.SMS_DAILY_LIMIT, env.COD_MAX_ORDER_RUPEES, env.DB_POOL_SIZE]).toEqual([1000, 10_000, 10]);
    expect(parseEnv({ ...demo, SMS_DAILY_LIMIT: "0", COD_MAX_ORDER_RUPEES: "0" })).toMatchObject({
      SMS_DAILY_LIMIT: 0,
      COD_MAX_ORDER_RUPEES: 0,
    });
    expect(() => parseEnv({ ...demo, COD_MAX_ORDER_RUPEES: "200000" })).toThrow(/COD_MAX_ORDER_RUPEES: must be below 200000/);
    expect(() => parseEnv({ ...demo, SMS_DAILY_LIMIT: "lots" })).toThrow(/SMS_DAILY_LIMIT: must be a whole number of messages/);
  });

  it("reads the quiet hours for messages: 21:00 to 09:00 by default, another window, or none", () => {
    expect(parseEnv(demo).MESSAGE_QUIET_HOURS).toEqual({ closes: 21, opens: 9 });
    expect(parseEnv({ ...demo, MESSAGE_QUIET_HOURS: "22-8" }).MESSAGE_QUIET_HOURS).toEqual({ closes: 22, opens: 8 });
    expect(parseEnv({ ...demo, MESSAGE_QUIET_HOURS: "off" }).MESSAGE_QUIET_HOURS).toBeNull();
    for (const wrong of ["9", "21-9-1", "25-9", "9-9", "night"]) {
      expect(() => parseEnv({ ...demo, MESSAGE_QUIET_HOURS: wrong }), wrong).toThrow(/MESSAGE_QUIET_HOURS: must be two hours of the day/);
    }
  });

  it("reads CORS_ORIGINS as a list of exact origins, none by default, and refuses anything else", () => {
    expect(parseEnv(demo).CORS_ORIGINS).toEqual([]);
    expect(parseEnv({ ...demo, CORS_ORIGINS: " https://app.example.com, http://localhost:5173 " }).CORS_ORIGINS).toEqual([
      "https://app.example.com",
      "http://localhost:5173",
    ]);
    for (const wrong of ["*", "https://app.example.com/", "https://app.example.com/path", "app.example.com", "ftp://app.example.com"]) {
      expect(() => parseEnv({ ...demo, CORS_ORIGINS: wrong }), wrong).toThrow(/CORS_ORIGINS.*: must be origins separated by commas/);
    }
  });

  it("names a missing or wrong variable", () => {
    expect(() => parseEnv({ ...demo, DATABASE_URL: undefined })).toThrow(/DATABASE_URL: is required/);
    expect(() => parseEnv({ ...demo, DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: must be a postgresql/);
    expect(() => parseEnv({ ...demo, AUTH_SECRET: "short" })).toThrow(/AUTH_SECRET: must be at least 32/);
    expect(() => parseEnv({ ...demo, DB_POOL_SIZE: "lots" })).toThrow(/DB_POOL_SIZE/);
    expect(() => parseEnv({ ...demo, DB_CONNECT_TIMEOUT_MS: "0" })).toThrow(/DB_CONNECT_TIMEOUT_MS/);
    expect(() => parseEnv({ ...demo, DB_STATEMENT_TIMEOUT_MS: "soon" })).toThrow(/DB_STATEMENT_TIMEOUT_MS/);
    expect(() => parseEnv({ ...demo, DEMO_MODE: "yes" })).toThrow(/DEMO_MODE/);
  });

  it("refuses a deployment without provider keys unless demo mode is on", () => {
    const deployed = { ...demo, DEMO_MODE: "false" };
    expect(() => parseEnv(deployed)).toThrow(/RESEND_API_KEY: is required for email outside demo mode/);
    expect(() => parseEnv({ ...deployed, ...providers, SHIPROCKET_PASSWORD: "" })).toThrow(/SHIPROCKET_PASSWORD/);
    expect(parseEnv({ ...deployed, ...providers }).DEMO_MODE).toBe(false);
  });

  it("fills the seller of the invoices with demo values, and checks a given GSTIN against the shop's state", () => {
    const env = parseEnv({ ...demo, SELLER_NAME: "" });
    expect(env.SELLER_NAME).toBe("Kurta Shop Private Limited");
    expect(env.SELLER_GSTIN).toBe("07AAACK1234M1Z5");
    expect(parseEnv({ ...demo, SELLER_GSTIN: "07aaack9999m1z5" }).SELLER_GSTIN).toBe("07AAACK9999M1Z5");
    expect(() => parseEnv({ ...demo, SELLER_GSTIN: "07AAACK1234" })).toThrow(/SELLER_GSTIN: must be a 15-character GSTIN/);
    expect(() => parseEnv({ ...demo, SELLER_GSTIN: "09AAACK1234M1Z5" })).toThrow(
      /SELLER_GSTIN: must start with the GST state code of the shop's address \(Delhi: 07, lib\/shop.ts\)/,
    );
    // The address is the shop's own (lib/shop.ts): a variable that once held it is refused, not ignored.
    expect(() => parseEnv({ ...demo, SELLER_ADDRESS: "14 Aminabad Road, Lucknow 226018" })).toThrow(
      /SELLER_ADDRESS: is no longer read \(the business address is SHOP.address in lib\/shop.ts/,
    );
    expect(() => parseEnv({ ...demo, SELLER_STATE: "Uttar Pradesh" })).toThrow(/SELLER_STATE: is no longer read/);
    expect(parseEnv({ ...demo, SELLER_ADDRESS: "", SELLER_STATE: "" }).DEMO_MODE).toBe(true);
    expect(() => parseEnv({ ...demo, ...providers, DEMO_MODE: "false", SELLER_GSTIN: "" })).toThrow(
      /SELLER_GSTIN: is required for invoices outside demo mode/,
    );
  });

  it("points Shiprocket at its API unless told otherwise, and names a wrong address or time limit", () => {
    const env = parseEnv({ ...demo, SHIPROCKET_BASE_URL: "" });
    expect(env.SHIPROCKET_BASE_URL).toBe("https://apiv2.shiprocket.in/v1/external");
    expect(env.SHIPROCKET_PICKUP_LOCATION).toBe("Primary");
    expect(env.SHIPROCKET_TIMEOUT_MS).toBe(10_000);
    expect(parseEnv({ ...demo, SHIPROCKET_BASE_URL: "http://127.0.0.1:4010/v1/external" }).SHIPROCKET_BASE_URL).toBe(
      "http://127.0.0.1:4010/v1/external",
    );
    expect(() => parseEnv({ ...demo, SHIPROCKET_BASE_URL: "shiprocket" })).toThrow(/SHIPROCKET_BASE_URL: must be a URL/);
    expect(() => parseEnv({ ...demo, SHIPROCKET_TIMEOUT_MS: "soon" })).toThrow(/SHIPROCKET_TIMEOUT_MS: must be a number of milliseconds/);
  });

  it("reads MSG91's settings, asks for its template and sender with its key, and names a wrong sender id", () => {
    expect(parseEnv(demo)).toMatchObject({ MSG91_BASE_URL: "https://control.msg91.com", SMS_TIMEOUT_MS: 10_000, SMS_DAILY_LIMIT: 1000 });
    expect(parseEnv(demo).MSG91_AUTH_KEY).toBeUndefined();
    const { MSG91_AUTH_KEY, MSG91_OTP_TEMPLATE_ID, MSG91_COD_TEMPLATE_ID, MSG91_COD_CANCELLED_TEMPLATE_ID } = providers;
    const templates = { MSG91_OTP_TEMPLATE_ID, MSG91_COD_TEMPLATE_ID, MSG91_COD_CANCELLED_TEMPLATE_ID };
    expect(parseEnv({ ...demo, MSG91_AUTH_KEY, ...templates, SMS_SENDER_ID: "kurtas" }).SMS_SENDER_ID).toBe("KURTAS");
    expect(() => parseEnv({ ...demo, MSG91_AUTH_KEY })).toThrow(
      /MSG91_OTP_TEMPLATE_ID: is required with MSG91_AUTH_KEY[\s\S]*MSG91_COD_CANCELLED_TEMPLATE_ID: is required[\s\S]*SMS_SENDER_ID: is required/,
    );
    expect(() => parseEnv({ ...demo, SMS_SENDER_ID: "KURTA-SHOP" })).toThrow(/SMS_SENDER_ID: must be the 6-letter sender id/);
    expect(() => parseEnv({ ...demo, SMS_DAILY_LIMIT: "many" })).toThrow(/SMS_DAILY_LIMIT: must be a whole number/);
    expect(() => parseEnv({ ...demo, ...providers, DEMO_MODE: "false", MSG91_AUTH_KEY: "" })).toThrow(
      /MSG91_AUTH_KEY: is required for text messages outside demo mode/,
    );
  });

  it("reads WhatsApp's settings, optional even outside demo mode, but all four together", () => {
    expect(parseEnv(demo)).toMatchObject({ WHATSAPP_BASE_URL: "https://graph.facebook.com", WHATSAPP_TIMEOUT_MS: 10_000 });
    expect(parseEnv({ ...demo, ...providers, DEMO_MODE: "false" }).WHATSAPP_TOKEN).toBeUndefined();
    const whatsapp = {
      WHATSAPP_TOKEN: "EAAG",
      WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
      WHATSAPP_APP_SECRET: "s",
      WHATSAPP_VERIFY_TOKEN: "v",
    };
    expect(parseEnv({ ...demo, ...whatsapp }).WHATSAPP_PHONE_NUMBER_ID).toBe("106540352242922");
    expect(() => parseEnv({ ...demo, WHATSAPP_TOKEN: "EAAG" })).toThrow(
      /WHATSAPP_PHONE_NUMBER_ID: is required with the other WhatsApp variables[\s\S]*WHATSAPP_VERIFY_TOKEN: is required/,
    );
    expect(() => parseEnv({ ...demo, ...whatsapp, WHATSAPP_PHONE_NUMBER_ID: "+91 98765 43210" })).toThrow(
      /WHATSAPP_PHONE_NUMBER_ID: must be the phone number id/,
    );
  });

  it("lists every problem at once", () => {
    const attempt = () => parseEnv({ DATABASE_URL: "postgresql://db.example.com/shop" });
    expect(attempt).toThrow(/AUTH_SECRET: is required[\s\S]*RESEND_API_KEY: is required/);
  });

  it("on Vercel, refuses the local image store and a missing cron secret, naming both, even in demo mode", () => {
    const vercel = { ...demo, VERCEL: "1" };
    expect(() => parseEnv(vercel)).toThrow(/UPLOADTHING_TOKEN: is required on Vercel \(VERCEL=1\): its file system is read-only/);
    expect(() => parseEnv(vercel)).toThrow(/CRON_SECRET: is required on Vercel/);
    const { UPLOADTHING_TOKEN } = providers;
    expect(() => parseEnv({ ...vercel, UPLOADTHING_TOKEN })).toThrow(/CRON_SECRET/);
    const env = parseEnv({ ...vercel, UPLOADTHING_TOKEN, CRON_SECRET: "c".repeat(32) });
    expect(env).toMatchObject({ VERCEL: true, CRON_SECRET: "c".repeat(32) });
  });

  it("keeps the cron secret optional elsewhere, but never short", () => {
    expect(parseEnv(demo).CRON_SECRET).toBeUndefined();
    expect(parseEnv({ ...demo, CRON_SECRET: "" }).CRON_SECRET).toBeUndefined();
    expect(() => parseEnv({ ...demo, CRON_SECRET: "short" })).toThrow(/CRON_SECRET: must be at least 16 characters/);
  });

  it("reads the log level and the twin's refund outage", () => {
    expect(parseEnv(demo)).toMatchObject({ LOG_LEVEL: "info", DEMO_REFUND_OUTAGE: false });
    expect(parseEnv({ ...demo, LOG_LEVEL: "warn", DEMO_REFUND_OUTAGE: "true" })).toMatchObject({
      LOG_LEVEL: "warn",
      DEMO_REFUND_OUTAGE: true,
    });
    expect(() => parseEnv({ ...demo, LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL: must be fatal, error, warn, info, debug or silent/);
  });

  it("refuses demo mode on a database of another machine unless it is asked for by name", () => {
    const remote = { ...demo, DATABASE_URL: "postgresql://shop:pw@db.example.com:5432/shop" };
    expect(() => parseEnv(remote)).toThrow(
      /DEMO_MODE: demo mode with a database on another machine[\s\S]*ALLOW_DEMO_WITH_REMOTE_DATABASE=true/,
    );
    expect(parseEnv({ ...remote, ALLOW_DEMO_WITH_REMOTE_DATABASE: "true" }).ALLOW_DEMO_WITH_REMOTE_DATABASE).toBe(true);
    expect(parseEnv({ ...remote, DEMO_MODE: "false", ...providers }).DEMO_MODE).toBe(false);
    expect(parseEnv(demo).ALLOW_DEMO_WITH_REMOTE_DATABASE).toBe(false);
  });
});

describe("isLocalDatabase", () => {
  it.each([
    ["postgresql://postgres@127.0.0.1:54329/kurta", true],
    ["postgres://u:p@localhost/kurta", true],
    ["postgresql://u@[::1]:5432/kurta", true],
    ["postgresql:///kurta?host=/var/run/postgresql", true],
    ["postgresql://u:p@db.example.com/shop", false],
    ["postgresql://u:p@10.0.0.5/shop", false],
    ["postgresql://u:p@localhost.example.com/shop", false],
    ["postgresql://u:p@localhost/shop?host=db.example.com", false],
  ])("%s is local: %s", (url, local) => {
    expect(isLocalDatabase(url)).toBe(local);
  });
});
