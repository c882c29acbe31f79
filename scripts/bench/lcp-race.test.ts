import { describe, expect, it } from "vitest";
import { scriptsBeforeLcp } from "./lcp-race";

const PAGE = "http://localhost:3300/category/straight-kurtas";
const MAIN = { pid: 1, tid: 7 };
/** A trace in microseconds from navigation at 1,000,000 µs; `at` in ms after it. */
const event = (name: string, at: number, extra: object = {}) => ({ name, ts: 1_000_000 + at * 1000, ...MAIN, ...extra });
const evaluate = (file: string, at: number) =>
  event("EvaluateScript", at, { args: { data: { url: `http://localhost:3300/_next/static/chunks/${file}` } } });
const script = (file: string, networkEndTime: number, kib: number) => ({
  url: `http://localhost:3300/_next/static/chunks/${file}`,
  resourceType: "Script",
  networkEndTime,
  transferSize: kib * 1024,
});
const FRAMEWORK = new Set(["/_next/static/chunks/react-dom.js", "/_next/static/chunks/router.js"]);

describe("scripts run before the LCP paint", () => {
  const reactDomAfterPaint = evaluate("react-dom.js", 310);
  const trace = [
    event("navigationStart", 0, { args: { data: { documentLoaderURL: PAGE } } }),
    event("largestContentfulPaint::Candidate", 150),
    event("largestContentfulPaint::Candidate", 300),
    evaluate("router.js", 120),
    reactDomAfterPaint,
    evaluate("page.js", 200),
    evaluate("late.js", 400),
    // Another process's script (a worker, an extension) does not count.
    { ...evaluate("other.js", 100), pid: 2 },
  ];

  it("counts the scripts downloaded and started before the last LCP candidate, Next's own apart from ours", () => {
    const requests = [
      script("router.js", 110, 36),
      script("react-dom.js", 140, 72),
      script("page.js", 190, 9),
      script("late.js", 350, 4),
      script("other.js", 90, 2),
      {
        url: "http://localhost:3300/_next/static/chunks/styles.css",
        resourceType: "Stylesheet",
        networkEndTime: 50,
        transferSize: 15 * 1024,
      },
    ];
    expect(scriptsBeforeLcp(trace, requests, PAGE, FRAMEWORK)).toEqual({ paintMs: 300, frameworkKiB: 36, oursKiB: 9 });
  });

  it("counts react-dom once it starts before the paint is presented", () => {
    const earlier = [...trace.filter((item) => item !== reactDomAfterPaint), evaluate("react-dom.js", 290)];
    const requests = [script("router.js", 110, 36), script("react-dom.js", 140, 72)];
    expect(scriptsBeforeLcp(earlier, requests, PAGE, FRAMEWORK)).toEqual({ paintMs: 300, frameworkKiB: 108, oursKiB: 0 });
  });

  it("says nothing for a trace without the page's navigation or an LCP", () => {
    expect(scriptsBeforeLcp(trace.slice(1), [], PAGE, FRAMEWORK)).toBeNull();
    expect(scriptsBeforeLcp([trace[0]!], [], PAGE, FRAMEWORK)).toBeNull();
  });
});
