import { existsSync, readdirSync, readFileSync } from "node:fs";

// The CPU of this process's descendants, sampled from Linux's /proc four times a second, by command name. A parent's wait
// cannot count it all: Chromium's browser exits without waiting for the zygotes that fork and reap its page
// processes, so their CPU reaches no process that waits (scripts/test-all.ts). A process that ends between two samples
// loses what it used after the last one; one that lives less than a quarter second may be missed. A sample reads a
// hundred or so small files: about 3 ms.

type Seen = { name: string; ticks: number };
const TICKS_PER_SECOND = 100;

function stat(pid: string): { name: string; parent: string; ticks: number; started: string } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    const name = text.slice(text.indexOf("(") + 1, text.lastIndexOf(")"));
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    return { name, parent: fields[1]!, ticks: Number(fields[11]) + Number(fields[12]), started: fields[19]! };
  } catch {
    return null; // It ended.
  }
}

/** Starts sampling; `stop()` returns the seconds of CPU per command name (Linux's 15-character `comm`), largest first. */
export function sampleDescendantsCpu(): { stop: () => [string, number][] } {
  if (!existsSync("/proc/self/stat")) return { stop: () => [] };
  const root = String(process.pid);
  const seen = new Map<string, Seen>();
  const ours = new Map<string, boolean>();
  const descends = (pid: string): boolean => {
    for (let current: string | undefined = pid, hops = 0; current && current !== "0" && hops < 64; hops++) {
      if (current === root) return true;
      current = stat(current)?.parent;
    }
    return false;
  };
  const sample = () => {
    for (const pid of readdirSync("/proc")) {
      if (!/^\d+$/.test(pid) || pid === root) continue;
      const now = stat(pid);
      if (!now) continue;
      const key = `${pid}:${now.started}`;
      if (!ours.has(key)) ours.set(key, descends(pid));
      if (ours.get(key)) seen.set(key, { name: now.name, ticks: now.ticks });
    }
  };
  const timer = setInterval(sample, 250);
  return {
    stop() {
      clearInterval(timer);
      sample();
      const byName = new Map<string, number>();
      for (const { name, ticks } of seen.values()) byName.set(name, (byName.get(name) ?? 0) + ticks / TICKS_PER_SECOND);
      return [...byName].sort((a, b) => b[1] - a[1]);
    },
  };
}
