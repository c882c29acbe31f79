import os from "node:os";
import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";

const root = import.meta.dirname;
const UNIT_TESTS = "{lib,components,app,scripts,prisma,tests/support}/**/*.test.{ts,tsx}";
const UNIT_TESTS_ISOLATED = ["lib/uploads/storage*.test.ts", "scripts/lib/stack.test.ts"];

export default defineConfig({
  resolve: {
    alias: {
      "@": root,
      "server-only": path.join(root, "tests/support/empty.ts"),
    },
  },
  test: {
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
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/integration/global-setup.ts"],
          setupFiles: ["tests/integration/setup-env.ts"],
          // next-auth imports "next/server" without an extension, which only a bundler resolves.
          server: { deps: { inline: ["next-auth"] } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Files run in parallel, each on its own copy of the run's migrated database (setup-env.ts), one
          // worker a core (Vitest's default keeps one core free, which on two cores means one worker).
          maxWorkers: os.availableParallelism(),
        },
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
