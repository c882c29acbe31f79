import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { E2E_PORT, e2eServer } from "./tests/e2e/server";

// End-to-end tests: a production build (`next build` + `next start`, through scripts/start.ts)
// on a fresh embedded database with the demo data, driven by a real Chromium.
// Debian's chromium-headless-shell is the same Blink without the browser around it: the suite ran a fifth faster
// on it than on `chromium --headless`. Debian's full chromium serves where the shell is not installed.
const debianChromium = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((path) => existsSync(path));

const browser = {
  ...devices["Desktop Chrome"],
  launchOptions: debianChromium
    ? {
        executablePath: debianChromium,
        args: [
          "--no-sandbox",
          "--disable-gpu",
          "--disable-dev-shm-usage",
          "--disable-background-networking",
          "--disable-component-update",
          "--disable-sync",
          "--no-first-run",
        ],
      }
    : {},
};

/** Journeys that read the seeded catalogue and change nothing another journey reads. */
const READ_ONLY = [
  "storefront.spec.ts",
  "home.spec.ts",
  "fashion-search.spec.ts",
  "layout.spec.ts",
  "prices.spec.ts",
  "hindi.spec.ts",
  "category.spec.ts",
];
/**
 * Journeys whose every shopper is their own (tests/e2e/fixtures.ts), which change nothing another journey
 * reads: after the read-only ones they run two at a time, before the rest (decision 108).
 */
const SIDE_BY_SIDE = [
  "account.spec.ts",
  "account-close-sign-ins.spec.ts",
  "addresses-from-pin.spec.ts",
  "admin-catalog.spec.ts",
  "admin-dashboard.spec.ts",
  "admin-exchanges.spec.ts",
  "admin-login.spec.ts",
  "back-in-stock.spec.ts",
  "body-limits.spec.ts",
  "bulk-shipping.spec.ts",
  "cart-size.spec.ts",
  "category-cod.spec.ts",
  "checkout.spec.ts",
  "cod-confirmation.spec.ts",
  "cod-mixed-and-pay-now.spec.ts",
  "coupons.spec.ts",
  "demo-courier.spec.ts",
  "exchanges.spec.ts",
  "first-visit.spec.ts",
  "fresh-screens.spec.ts",
  "gift-cards.spec.ts",
  "hindi-order.spec.ts",
  "hindi-order-page.spec.ts",
  "hindi-shopping.spec.ts",
  "message-language.spec.ts",
  "money-adds-up.spec.ts",
  "order-news.spec.ts",
  "order-pages.spec.ts",
  "parcels.spec.ts",
  "paying-with-credit.spec.ts",
  "privacy-grievance.spec.ts",
  "product-cart.spec.ts",
  "product-phone.spec.ts",
  "refund-to-credit.spec.ts",
  "refunds-owed.spec.ts",
  "reminders.spec.ts",
  "returns.spec.ts",
  "reviews.spec.ts",
  "shipping.spec.ts",
  "size-chart-and-buy-again.spec.ts",
  "store-credit.spec.ts",
  "tap-targets.spec.ts",
];
// `npm run test:e2e` (scripts/test-e2e.ts) sets E2E_SIDE_BY_SIDE=1: those journeys get a project of their own.
// Without it, every journey but the read-only ones is in `journeys`, so that
// `npx playwright test <spec> --project journeys --no-deps` runs any spec.
const sideBySide = process.env.E2E_SIDE_BY_SIDE === "1" ? SIDE_BY_SIDE : [];

export default defineConfig({
  testDir: "tests/e2e",
  // A safety net for a hung test, not a speed limit: the longest journeys take about a minute on
  // a loaded 2-core machine, and a few set more of their own.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  outputDir: "test-results",
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // Recording a trace of every test (snapshots and screenshots of each step) costs Chromium time on each,
    // for a file nobody reads in CI: to debug a failure, run it again with `--trace on`.
    trace: "off",
    screenshot: "only-on-failure",
  },
  projects: [
    // The journeys that only read (and write nothing another reads) run first, two at a time; then the
    // journeys with shoppers of their own, two at a time; then the rest one after another, as each may
    // change what the next one sees (the back office's lists hold every shopper's orders). One server.
    // `npm run test:e2e` runs each phase as a Playwright run of its own (--no-deps), so that a failure in one
    // skips nothing in the next; in one run, as here, a failed phase skips the phases after it.
    { name: "reads", testMatch: READ_ONLY, workers: 2, use: browser },
    ...(sideBySide.length ? [{ name: "side-by-side", testMatch: sideBySide, dependencies: ["reads"], workers: 2, use: browser }] : []),
    {
      name: "journeys",
      testIgnore: [...READ_ONLY, ...sideBySide],
      dependencies: sideBySide.length ? ["side-by-side"] : ["reads"],
      workers: 1,
      use: browser,
    },
  ],
  // Started here for a run of its own; `npm run test:e2e` starts it once for its three phases (E2E_SERVER_STARTED=1).
  webServer:
    process.env.E2E_SERVER_STARTED === "1"
      ? undefined
      : {
          command: `npx tsx ${e2eServer.args.join(" ")}`,
          url: e2eServer.url,
          // A build on a machine others load too has taken more than 15 minutes.
          timeout: 1_800_000,
          reuseExistingServer: false,
          // SIGTERM, not Playwright's default SIGKILL: the server stops its embedded PostgreSQL cleanly,
          // and the system tests start that same database right after (tests/system/global-setup.ts).
          gracefulShutdown: { signal: "SIGTERM", timeout: 20_000 },
          stdout: "pipe",
          stderr: "pipe",
          env: e2eServer.env,
        },
});
