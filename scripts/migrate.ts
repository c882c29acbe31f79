import { applyMigrations } from "./lib/migrate";

// `npm run db:migrate`: applies prisma/migrations to DATABASE_URL.
const url = process.env.DATABASE_URL;
if (!url) {
  console.error("DATABASE_URL is not set. `npm start` migrates the embedded database by itself.");
  process.exit(1);
}
const applied = await applyMigrations(url);
console.log(applied.length ? `Applied: ${applied.join(", ")}` : "The database is up to date.");
