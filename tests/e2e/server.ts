// The end-to-end server: the production build (`next build` + `next start`, through scripts/start.ts) on a
// fresh embedded database with the demo data. Playwright starts it for a run of its own (playwright.config.ts);
// `npm run test:e2e` starts it once for its three phases (scripts/test-e2e.ts).
export const E2E_PORT = Number(process.env.E2E_PORT || 3100);

export const e2eServer = {
  /** scripts/start.ts and its flags, run by tsx. */
  args: ["scripts/start.ts", "--data-dir", process.env.E2E_DATA_DIR || ".data/e2e", "--fresh", "--port", String(E2E_PORT)],
  url: `http://localhost:${E2E_PORT}/`,
  // Always the throwaway embedded database, even when DATABASE_URL names a real one.
  env: {
    DATABASE_URL: "",
    DEMO_MODE: "",
    EMBEDDED_PG_PORT: process.env.E2E_PG_PORT || "54339",
    SEED_SIZE: "60",
    // The journeys run at any hour; quiet hours are the unit tests' (lib/sms/quiet-hours.test.ts).
    MESSAGE_QUIET_HOURS: "off",
  },
};
