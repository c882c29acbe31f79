/** DEMO_MODE off with every provider key a deployment needs (lib/env.ts), as test values. */
export const PRODUCTION_ENV = {
  DEMO_MODE: "false",
  RESEND_API_KEY: "re_test_key",
  UPLOADTHING_TOKEN: btoa(JSON.stringify({ apiKey: "sk_test_key", appId: "app1", regions: ["sea1"] })),
  RAZORPAY_KEY_ID: "rzp_test_id",
  RAZORPAY_KEY_SECRET: "rzp_secret",
  RAZORPAY_WEBHOOK_SECRET: "rzp_hook",
  SHIPROCKET_EMAIL: "ops@example.com",
  SHIPROCKET_PASSWORD: "ship_pw",
  SHIPROCKET_WEBHOOK_TOKEN: "ship_hook",
  MSG91_AUTH_KEY: "msg91_key",
  MSG91_OTP_TEMPLATE_ID: "6745f0c1d6fc05123a4b5c6d",
  MSG91_COD_TEMPLATE_ID: "6745f0c1d6fc05123a4b5c6e",
  MSG91_COD_CANCELLED_TEMPLATE_ID: "6745f0c1d6fc05123a4b5c6f",
  SMS_SENDER_ID: "KURTAS",
  SELLER_NAME: "Kurta Shop Private Limited",
  SELLER_GSTIN: "07AAACK1234M1Z5",
};
