// What a server process closes after its last request: database pools, the job queue's sender,
// Redis. Each is registered where it is opened. The registry lives on globalThis because the
// server's entry (scripts/serve.ts) and the bundled app load their own copies of this module.
type Hook = () => Promise<unknown>;
const store = globalThis as unknown as { shutdownHooks?: Map<string, Hook>; draining?: boolean };

/** From SIGTERM on, readiness answers 503 so that a load balancer stops sending requests here. */
export function startDraining(): void {
  store.draining = true;
}

export function isDraining(): boolean {
  return store.draining === true;
}

/** Registers (or replaces) what to close under `name`. */
export function onShutdown(name: string, hook: Hook): void {
  store.shutdownHooks ??= new Map();
  store.shutdownHooks.set(name, hook);
}

/** Runs every hook once; a failing one is reported and does not stop the others. */
export async function runShutdownHooks(): Promise<void> {
  const hooks = [...(store.shutdownHooks ?? new Map<string, Hook>())];
  store.shutdownHooks?.clear();
  await Promise.all(
    hooks.map(([name, hook]) =>
      hook().catch((error: unknown) => console.error(`Closing ${name} failed:`, error instanceof Error ? error.message : error)),
    ),
  );
}
