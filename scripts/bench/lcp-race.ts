import { existsSync, readFileSync } from "node:fs";

// Why one build's Lighthouse score moves by ten points between runs (docs/decisions/060): Lighthouse
// loads the page unthrottled and then simulates a phone (Lantern). A script counts towards the
// simulated LCP when the browser had downloaded it and started running it before the LCP paint was
// presented. Next's bootstrap scripts are async: when one of them (react-dom's above all) starts
// before Chromium presents the first paint, its download and its CPU (×4) are put before LCP. This
// reads one run's trace and says which scripts ran before that paint: Next's own and ours.

/** The scripts every App Router page starts with (react-dom, Next's router, Turbopack's runtime), from the build's manifest. */
export function frameworkScripts(manifestPath = ".next/build-manifest.json"): Set<string> {
  if (!existsSync(manifestPath)) return new Set();
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as { rootMainFiles?: string[] };
  return new Set((manifest.rootMainFiles ?? []).map((file) => `/_next/${file}`));
}

type TraceEvent = {
  name: string;
  ts: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; documentLoaderURL?: string } };
};
type NetworkRequest = { url: string; resourceType?: string; networkEndTime: number; transferSize: number };

export type RaceRun = {
  /** When the LCP paint was presented in the unthrottled load, ms after navigation. */
  paintMs: number;
  frameworkKiB: number;
  oursKiB: number;
};

/** Scripts downloaded and started before the LCP paint was presented, in KiB as sent, split Next's own / ours. */
export function scriptsBeforeLcp(
  traceEvents: TraceEvent[],
  requests: NetworkRequest[],
  pageUrl: string,
  framework: Set<string>,
): RaceRun | null {
  const origin = new URL(pageUrl).origin;
  const navigation = traceEvents.find(
    (event) => event.name === "navigationStart" && event.args?.data?.documentLoaderURL?.startsWith(origin),
  );
  if (!navigation) return null;
  const start = navigation.ts;
  const lcp = traceEvents.filter((event) => event.name === "largestContentfulPaint::Candidate" && event.ts > start).at(-1);
  if (!lcp) return null;
  const paintMs = (lcp.ts - start) / 1000;
  const firstRun = new Map<string, number>();
  for (const event of traceEvents) {
    const url = event.args?.data?.url;
    if (event.name !== "EvaluateScript" || !url || event.pid !== navigation.pid || event.tid !== navigation.tid) continue;
    const at = (event.ts - start) / 1000;
    firstRun.set(url, Math.min(at, firstRun.get(url) ?? Infinity));
  }
  let frameworkKiB = 0;
  let oursKiB = 0;
  for (const request of requests) {
    if (request.resourceType !== "Script" || !request.url.startsWith(origin)) continue;
    if (request.networkEndTime > paintMs || (firstRun.get(request.url) ?? Infinity) > paintMs) continue;
    const kib = request.transferSize / 1024;
    if (framework.has(new URL(request.url).pathname)) frameworkKiB += kib;
    else oursKiB += kib;
  }
  return { paintMs, frameworkKiB, oursKiB };
}
