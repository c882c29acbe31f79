import { readdirSync, readFileSync, readlinkSync } from "node:fs";

// The CPU a local server spends, read from Linux's /proc: the process listening on the bench's port
// (found through its socket's inode), then its user and system time. Null elsewhere (another OS, a
// remote URL, a process of another user), and the bench prints no CPU figures then.

/** The pid of the process listening on this TCP port on this machine, or null. */
export function listeningPid(port: number): number | null {
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  const inodes = new Set<string>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let text = "";
    try {
      text = readFileSync(table, "utf8");
    } catch {
      continue;
    }
    for (const line of text.split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local address (ADDR:PORT in hex), state 0A = LISTEN, inode
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === "0A" && fields[9]) inodes.add(`socket:[${fields[9]}]`);
    }
  }
  if (inodes.size === 0) return null;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        if (inodes.has(readlinkSync(`/proc/${entry}/fd/${fd}`))) return Number(entry);
      } catch {
        // the descriptor closed meanwhile
      }
    }
  }
  return null;
}

/** Milliseconds of CPU (user and system) the process has used so far. */
export function cpuMs(pid: number): number {
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th, in clock ticks (100 a second).
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * The process's CPU once it has gone quiet (under 20 ms of CPU in half a second, or after 30 s): after a
 * load, requests cut off by the client's end are still being answered.
 */
export async function cpuMsWhenIdle(pid: number): Promise<number> {
  let last = cpuMs(pid);
  for (let waited = 0; waited < 30_000; waited += 500) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = cpuMs(pid);
    if (now - last < 20) return now;
    last = now;
  }
  return last;
}
