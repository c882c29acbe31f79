import os from "node:os";
import path from "node:path";
import compile from "icu-minify/compile";
import { configDefaults, defineConfig, type Plugin } from "vitest/config";

const root = import.meta.dirname;
const UNIT_TESTS = "{lib,components,app,scripts,prisma,tests/support}/**/*.test.{ts,tsx}";
const UNIT_TESTS_ISOLATED = ["lib/uploads/storage*.test.ts", "scripts/lib/stack.test.ts"];

const INTEGRATION_TESTS = "tests/integration/**/*.test.ts";
// The files that mock a module, stub or set the environment, or count product views (a tally flushed
// to the database a second later, which must not reach the next file's database).
const INTEGRATION_TESTS_ISOLATED = [
  "tests/integration/{db-busy,db-outage,email}.test.ts",
  "tests/integration/providers/*.test.ts",
  "tests/integration/sms/{inbox,msg91,whatsapp-provider,whatsapp-webhook}.test.ts",
  "tests/integration/catalog/{fashion-search,understood-search,product-views}.test.ts",
  "tests/integration/orders/{cash-round-off,cod-pay-now}.test.ts",
  "tests/integration/reviews/reviews.test.ts",
  "tests/integration/shipping/{sync-tracking,failed-deliveries}.test.ts",
  "tests/integration/promotions/{sale-prices,sale-price-order}.test.ts",
  "tests/integration/accounts/viewer.test.ts",
  "tests/integration/http/cache-control.test.ts",
];
/**
 * The message catalogues compiled as the build compiles them (next.config.ts, decision 123), and
 * use-intl's translators formatting them with the same formatter, so the tests read what pages show.
 */
const CATALOGUE = /\/lib\/i18n\/messages\/(en|hi)\/[\w-]+\.json$/;
const compiled = (node: unknown): unknown =>
  typeof node === "string"
    ? compile(node)
    : Object.fromEntries(Object.entries(node as object).map(([key, value]) => [key, compiled(value)]));
const compiledCatalogues: Plugin = {
  name: "compiled-catalogues",
  enforce: "pre",
  transform: (code, id) => (CATALOGUE.test(id) ? JSON.stringify(compiled(JSON.parse(code))) : null),
};
const FORMAT_ONLY = path.join(root, "node_modules/use-intl/dist/esm/production/format-message/format-only.js");

const INTEGRATION = {
  globalSetup: ["tests/integration/global-setup.ts"],
  setupFiles: ["tests/integration/setup-env.ts"],
  // next-auth imports "next/server" without an extension, which only a bundler resolves.
  server: { deps: { inline: ["next-auth", "use-intl", "next-intl"] } },
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // Files run in parallel, each on its own copy of the run's migrated database (setup-env.ts), one
  // worker a core (Vitest's default keeps one core free, which on two cores means one worker).
  maxWorkers: os.availableParallelism(),
};

export default defineConfig({
  plugins: [compiledCatalogues],
  resolve: {
    alias: [
      { find: "@", replacement: root },
      { find: "server-only", replacement: path.join(root, "tests/support/empty.ts") },
      { find: /^use-intl\/format-message$/, replacement: FORMAT_ONLY },
    ],
  },
  test: {
    // use-intl (and next-intl, which imports it) go through Vite, so that their translators take the formatter above.
    server: { deps: { inline: ["use-intl", "next-intl"] } },
    // `npm test` runs the unit tests at the lowest CPU priority beside the e2e journeys (scripts/test-all.ts):
    // a test of a second alone (the catalogues' key scan, a property) can wait several there.
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [UNIT_TESTS],
          exclude: [...UNIT_TESTS_ISOLATED, ...configDefaults.exclude],
          environment: "node",
          // Pure modules share one module graph: a fresh worker for each file cost 0.3 s a file.
          isolate: false,
        },
      },
      {
        extends: true,
        // The files that stub the environment (read once and cached by lib/env.ts) or mock a module.
        test: { name: "unit:isolated", include: UNIT_TESTS_ISOLATED, environment: "node" },
      },
      {
        extends: true,
        test: {
          ...INTEGRATION,
          name: "integration",
          include: [INTEGRATION_TESTS],
          exclude: [...INTEGRATION_TESTS_ISOLATED, ...configDefaults.exclude],
          // A worker's files share one module graph, as the unit tests do: importing the app anew for each
          // file was a third of the run's CPU. setup-env.ts closes what the previous file opened.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { ...INTEGRATION, name: "integration:isolated", include: INTEGRATION_TESTS_ISOLATED },
      },
      {
        extends: true,
        test: {
          name: "system",
          include: ["tests/system/**/*.test.ts"],
          globalSetup: ["tests/system/global-setup.ts"],
          testTimeout: 180_000,
          // The first run builds the shop.
          hookTimeout: 900_000,
          // Each file runs its own processes against the one database.
          fileParallelism: false,
        },
      },
    ],
  },
});
