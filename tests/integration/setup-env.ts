import { inject } from "vitest";

// Every test file talks to the run's fresh database, in demo mode (local twins).
Object.assign(process.env, {
  DATABASE_URL: inject("databaseUrl"),
  DEMO_MODE: "true",
  AUTH_SECRET: "integration-tests-secret-0123456789abcdef",
  UPLOADS_DIR: inject("uploadsDir"),
});
