import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

// `npm start` builds when a source file is newer than the last production build, or when the
// database is not the one the build was made from: the build prerenders catalogue pages from the
// database, and a cached page must never show another database's products (a reset, a reseed, the
// end-to-end runs' fresh database). Within one database, writes expire their cache tags instead.
const SOURCES = [
  "app",
  "components",
  "lib",
  "public",
  "middleware.ts",
  "instrumentation.ts",
  "next.config.ts",
  "tailwind.config.ts",
  "package-lock.json",
];
const BUILD_ID = ".next/BUILD_ID";
const STAMP = ".next/database-stamp";

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

export function buildIfStale(env: NodeJS.ProcessEnv, databaseStamp: string): void {
  const builtAt = existsSync(BUILD_ID) ? statSync(BUILD_ID).mtimeMs : 0;
  const builtFrom = existsSync(STAMP) ? readFileSync(STAMP, "utf8") : null;
  if (builtAt > Math.max(...SOURCES.map(newestMtime)) && builtFrom === databaseStamp) return;
  console.log(builtFrom === databaseStamp ? "Building the shop (next build)..." : "Building the shop for this database (next build)...");
  const nextBin = createRequire(import.meta.url).resolve("next/dist/bin/next");
  execFileSync(process.execPath, [nextBin, "build"], { stdio: "inherit", env });
  writeFileSync(STAMP, databaseStamp);
}
