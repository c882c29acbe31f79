import { defineConfig } from "prisma/config";

// The CLI reads DATABASE_URL only for `prisma migrate deploy` on a connected machine;
// `npm start` and the tests apply migrations with scripts/migrate.ts instead.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: {
    path: "prisma/migrations",
    seed: "tsx prisma/seed.ts",
  },
  datasource: {
    url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/kurta",
  },
});
