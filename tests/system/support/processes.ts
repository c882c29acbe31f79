import { spawn, type ChildProcess } from "node:child_process";

// Real processes of the shop (web servers, workers) and of its engines (Redis, PostgreSQL), started
// by a test and always stopped after it, even when it fails.
export type Proc = {
  child: ChildProcess;
  /** Everything it printed, for the test's own checks and for a failure's message. */
  output: () => string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Sends the signal and waits for the exit. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

const running = new Set<Proc>();

export function startProcess(command: string, args: string[], env: NodeJS.ProcessEnv, name = command): Proc {
  const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  let printed = "";
  const collect = (chunk: Buffer) => {
    printed += chunk.toString();
    if (printed.length > 2_000_000) printed = printed.slice(-1_000_000);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const proc: Proc = {
    child,
    output: () => printed,
    exited,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  running.add(proc);
  void exited.then(() => running.delete(proc));
  void exited.then((code) => {
    if (process.env.SYSTEM_TEST_VERBOSE) console.log(`[${name}] exited ${code}\n${printed.slice(-4000)}`);
  });
  return proc;
}

/** Stops whatever is still running (afterAll of every system test file). */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((proc) => proc.stop("SIGKILL")));
}

/** Polls `check` until it returns a value, or throws after `timeoutMs` with `what` in the message. */
export async function waitFor<T>(what: string, check: () => Promise<T | undefined | null | false>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}${lastError instanceof Error ? ` (${lastError.message})` : ""}`);
}
