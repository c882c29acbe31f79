import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

// `npm run bench:web [-- --url http://localhost:3000 --runs 30]` against a running shop
// (`npm start`): the server time of the main pages, the JavaScript each ships (gzipped), and
// Lighthouse's mobile scores. Figures only: nothing here passes or fails.
const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://localhost:3000" },
    runs: { type: "string", default: "30" },
    lighthouse: { type: "boolean", default: true },
  },
});
const base = values.url.replace(/\/$/, "");
const runs = Number(values.runs);

const found = (await (await fetch(`${base}/api/v1/products/getAllProduct?limit=1&sortBy=purchased`)).json()) as {
  products: { slug: string }[];
};
const pages = { home: "/", search: "/search?search=cotton", product: `/product/${found.products[0]?.slug}` };

async function serverTimes(path: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i <= runs; i++) {
    const started = performance.now();
    const response = await fetch(base + path);
    await response.text();
    if (i > 0) times.push(performance.now() - started); // the first request warms caches
  }
  return times.sort((a, b) => a - b);
}

async function javascriptBytes(path: string): Promise<{ files: number; gzip: number }> {
  const html = await (await fetch(base + path)).text();
  const sources = new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!));
  let gzip = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, base))).arrayBuffer());
    gzip += gzipSync(body).length;
  }
  return { files: sources.size, gzip };
}

const at = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

console.log(`page       server p50   server p95   JS files   JS gzip`);
for (const [name, path] of Object.entries(pages)) {
  const times = await serverTimes(path);
  const js = await javascriptBytes(path);
  console.log(
    `${name.padEnd(10)} ${at(times, 50).toFixed(1).padStart(7)} ms ${at(times, 95).toFixed(1).padStart(9)} ms ${String(js.files).padStart(9)} ${(js.gzip / 1024).toFixed(1).padStart(7)} KiB`,
  );
}

if (values.lighthouse) {
  const chrome = await chromeLauncher.launch({
    chromePath: existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  try {
    console.log(`\nLighthouse (mobile)  performance  accessibility  best practices  SEO`);
    for (const [name, path] of Object.entries(pages)) {
      const result = await lighthouse(base + path, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      const score = (id: string) => String(Math.round((result?.lhr.categories[id]?.score ?? 0) * 100)).padStart(6);
      console.log(`${name.padEnd(20)} ${score("performance")} ${score("accessibility")}        ${score("best-practices")}        ${score("seo")}`);
    }
  } finally {
    await chrome.kill();
  }
}
