import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

// `npm start` builds only when a source file is newer than the last production build.
const SOURCES = ["app", "components", "lib", "public", "middleware.ts", "next.config.ts", "tailwind.config.ts", "package-lock.json"];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

export function buildIfStale(env: NodeJS.ProcessEnv): void {
  const buildId = ".next/BUILD_ID";
  const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  if (builtAt > Math.max(...SOURCES.map(newestMtime))) return;
  console.log("Building the shop (next build)...");
  const nextBin = createRequire(import.meta.url).resolve("next/dist/bin/next");
  execFileSync(process.execPath, [nextBin, "build"], { stdio: "inherit", env });
}
