// What a server process closes after its last request: database pools, the job queue, Redis. Each
// is registered where it is opened. The registry lives on globalThis because the server's entry
// (scripts/serve.ts) and the bundled app load their own copies of this module.
// Closing never waits on a service that is gone: each hook has a time limit, after which it is
// left behind and the process exits anyway (decision 101).
type Hook = () => Promise<unknown>;
/** "work" hooks (the job queue: it waits for the jobs in hand, which use the pools) end before the "connections" close. */
type Stage = "work" | "connections";
type Entry = { hook: Hook; stage: Stage; limitMs: number };
const store = globalThis as unknown as { shutdownHooks?: Map<string, Entry>; draining?: boolean };

/** How long a hook may take unless it says otherwise. */
const DEFAULT_LIMIT_MS = 5_000;

/** From SIGTERM on, readiness answers 503 so that a load balancer stops sending requests here. */
export function startDraining(): void {
  store.draining = true;
}

export function isDraining(): boolean {
  return store.draining === true;
}

/** Registers (or replaces) what to close under `name`, and how long it may take. */
export function onShutdown(
  name: string,
  hook: Hook,
  { stage = "connections", limitMs = DEFAULT_LIMIT_MS }: { stage?: Stage; limitMs?: number } = {},
): void {
  store.shutdownHooks ??= new Map();
  store.shutdownHooks.set(name, { hook, stage, limitMs });
}

/**
 * Runs every hook once, the work first, then the connections; a failing one is reported, and one
 * still running at its time limit is reported and left behind: neither stops the others.
 */
export async function runShutdownHooks(): Promise<void> {
  const entries = [...(store.shutdownHooks ?? new Map<string, Entry>())];
  store.shutdownHooks?.clear();
  for (const stage of ["work", "connections"] as const) {
    await Promise.all(entries.filter(([, entry]) => entry.stage === stage).map(([name, entry]) => runHook(name, entry)));
  }
}

async function runHook(name: string, { hook, limitMs }: Entry): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((resolve) => (timer = setTimeout(() => resolve("late"), limitMs)));
  try {
    const result = await Promise.race([hook().then(() => "done" as const), late]);
    if (result === "late") console.error(`Closing ${name} took over ${limitMs / 1000} s; left behind.`);
  } catch (error) {
    console.error(`Closing ${name} failed:`, error instanceof Error ? error.message : error);
  } finally {
    clearTimeout(timer);
  }
}
