import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

// `npm run bench:web [-- --url http://localhost:3000 --connections 50 --duration 10]` against a running
// shop (`npm start`): each route loaded by autocannon, its throughput next to that of a static JS file
// of the same server in the same run (the ceiling), its latency, the JavaScript each page ships
// (gzipped) and Lighthouse's mobile scores. Figures only, with issue 8's targets beside them: nothing
// here passes or fails. The machine running it shares its cores with the server, so figures are
// comparable within one run, not across machines.
const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://localhost:3000" },
    connections: { type: "string", default: "50" },
    duration: { type: "string", default: "10" },
    lighthouse: { type: "boolean", default: true },
  },
});
const base = values.url.replace(/\/$/, "");
const connections = Number(values.connections);
const duration = Number(values.duration);

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(base + path);
  if (!response.ok) throw new Error(`${path} answered ${response.status}: is the shop running at ${base}?`);
  return (await response.json()) as T;
}

const { products } = await getJson<{ products: { slug: string }[] }>("/api/v1/products/getAllProduct?limit=1&sortBy=purchased");
const { categories } = await getJson<{ categories: { slug: string; productCount: number }[] }>("/api/v1/products/category");
const category = [...categories].sort((a, b) => b.productCount - a.productCount)[0];
if (!products[0] || !category) throw new Error("The shop has no products or categories: load the demo data first.");

type Route = { name: string; path: string; html: boolean; minShare?: number; maxP95?: number; lighthouse?: boolean };
const ROUTES: Route[] = [
  { name: "home", path: "/", html: true, minShare: 0.25, maxP95: 150, lighthouse: true },
  { name: "category page", path: `/category/${category.slug}`, html: true, minShare: 0.25, maxP95: 150, lighthouse: true },
  { name: "text search", path: "/search?search=silk%20kurta", html: true, maxP95: 250 },
  { name: "search, page 8", path: "/search?page=8", html: true },
  { name: "product page", path: `/product/${products[0].slug}`, html: true, minShare: 0.25, maxP95: 150, lighthouse: true },
  { name: "getAllProduct API", path: "/api/v1/products/getAllProduct", html: false },
  // The cheapest response Next's router gives (a prerendered 300-byte text, no middleware): the
  // ceiling of any page, as the static file is the ceiling of the server.
  { name: "robots.txt", path: "/robots.txt", html: false },
];
const JS_TARGET_KIB = 130;

/** The scripts a modern browser loads for a page, as absolute URLs (`nomodule` polyfills are skipped by such a browser). */
async function scriptUrls(path: string): Promise<string[]> {
  const html = await (await fetch(base + path)).text();
  const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]).filter((tag) => !/\snomodule\b/i.test(tag));
  const sources = tags.map((tag) => /\ssrc="([^"]+)"/.exec(tag)?.[1]).filter((src): src is string => Boolean(src));
  return [...new Set(sources.map((src) => new URL(src, base + "/").href))];
}

/** One request alone: its time and the size of its body, figures that depend little on the load of a shared machine. */
async function single(path: string): Promise<{ ms: number; kib: number }> {
  await (await fetch(base + path)).arrayBuffer();
  const start = performance.now();
  const body = await (await fetch(base + path)).arrayBuffer();
  return { ms: performance.now() - start, kib: body.byteLength / 1024 };
}

async function javascriptGzip(path: string): Promise<number> {
  let gzip = 0;
  for (const url of await scriptUrls(path)) gzip += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length;
  return gzip;
}

type Load = { perSecond: number; p50: number; p95: number; non2xx: number; errors: number };

/** autocannon on one URL; p50 and p95 from every response's own latency (autocannon's table has p97.5, not p95). */
async function load(url: string): Promise<Load> {
  for (let i = 0; i < 3; i++) await (await fetch(url)).arrayBuffer(); // warm-up
  const latencies: number[] = [];
  let non2xx = 0;
  // Without a callback autocannon returns its instance, an event emitter that is also a promise of the result.
  const run = autocannon({ url, connections, duration }) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;
  run.on("response", (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    if (statusCode < 200 || statusCode >= 300) non2xx++;
  });
  const result = await run;
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  // Requests unanswered after autocannon's 10 s timeout (and other socket errors) have no latency to count.
  return { perSecond: result.requests.total / duration, p50: at(50), p95: at(95), non2xx, errors: result.errors };
}

const pad = (text: string | number, width: number) => String(text).padStart(width);
const ms = (value: number) => `${Math.round(value)} ms`;

const staticUrl = (await scriptUrls("/"))[0];
if (!staticUrl) throw new Error("The home page loads no script to use as the static file.");
console.log(`autocannon: ${connections} connections, ${duration} s per route, against ${base}\n`);
const ceiling = await load(staticUrl);
console.log(`static JS file (the ceiling)  ${ceiling.perSecond.toFixed(0)} req/s, p50 ${ms(ceiling.p50)}, p95 ${ms(ceiling.p95)}\n`);

console.log(
  `${"route".padEnd(20)} ${pad("req/s", 7)} ${pad("of static", 10)} ${pad("target", 7)} ${pad("p50", 8)} ${pad("p95", 8)} ${pad("target", 8)} ${pad("non-2xx", 8)} ${pad("errors", 9)} ${pad("JS gzip", 10)} ${pad("target", 9)} ${pad("alone", 7)} ${pad("body", 10)}`,
);
for (const route of ROUTES) {
  const figures = await load(base + route.path);
  const js = route.html ? `${((await javascriptGzip(route.path)) / 1024).toFixed(1)} KiB` : "-";
  const alone = await single(route.path);
  console.log(
    [
      route.name.padEnd(20),
      pad(figures.perSecond.toFixed(0), 7),
      pad(`${((figures.perSecond / ceiling.perSecond) * 100).toFixed(1)}%`, 10),
      pad(route.minShare ? `≥${route.minShare * 100}%` : "-", 7),
      pad(ms(figures.p50), 8),
      pad(ms(figures.p95), 8),
      pad(route.maxP95 ? `≤${route.maxP95} ms` : "-", 8),
      pad(figures.non2xx, 8),
      pad(figures.errors, 9),
      pad(js, 10),
      pad(route.html && route.path !== "/search?page=8" ? `≤${JS_TARGET_KIB} KiB` : "-", 9),
      pad(ms(alone.ms), 7),
      pad(`${alone.kib.toFixed(0)} KiB`, 10),
    ].join(" "),
  );
}

if (values.lighthouse) {
  const chrome = await chromeLauncher.launch({
    chromePath: existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  try {
    console.log(`\nLighthouse (mobile)   performance  accessibility  best practices    SEO      CLS`);
    for (const route of ROUTES.filter((entry) => entry.lighthouse)) {
      const result = await lighthouse(base + route.path, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      const score = (id: string) => pad(Math.round((result?.lhr.categories[id]?.score ?? 0) * 100), 6);
      const cls = result?.lhr.audits["cumulative-layout-shift"]?.numericValue;
      console.log(
        `${route.name.padEnd(20)} ${score("performance")}       ${score("accessibility")}        ${score("best-practices")}       ${score("seo")}   ${pad(cls === undefined ? "n/a" : cls.toFixed(3), 6)}`,
      );
    }
    console.log(`targets               ≥95           as before      as before         100      ≤0.05`);
  } finally {
    chrome.kill();
  }
}
