import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The README is the front door and docs/ holds the rest: every relative link in them must lead
// somewhere, and an anchor must name a heading of the file it points into.
const root = path.resolve(import.meta.dirname, "..");
const markdownUnder = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownUnder(relative);
    return entry.name.endsWith(".md") ? [relative] : [];
  });
const documents = ["README.md", ...markdownUnder("docs")];

/** The text outside fenced code blocks, where a "link" is only an example. */
const outsideFences = (text: string) => text.replace(/```[\s\S]*?```/g, "");

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
const slugOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
    .replace(/\s/g, "-");

function anchorsOf(file: string): Set<string> {
  const headings = outsideFences(readFileSync(file, "utf8"))
    .split("\n")
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => slugOf(line.replace(/^#+ /, "")));
  return new Set(headings);
}

function linksOf(document: string): string[] {
  const text = outsideFences(readFileSync(path.join(root, document), "utf8")).replace(/`[^`\n]*`/g, "");
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? "").filter((target) => !/^(https?:|mailto:)/.test(target));
}

describe("documentation links", () => {
  it.each(documents)("%s: every relative link resolves", (document) => {
    const broken = linksOf(document).filter((target) => {
      const [file = "", anchor] = target.split("#");
      const resolved = file ? path.resolve(path.dirname(path.join(root, document)), file) : path.join(root, document);
      if (!existsSync(resolved)) return true;
      return anchor !== undefined && resolved.endsWith(".md") && !anchorsOf(resolved).has(anchor);
    });
    expect(broken).toEqual([]);
  });

  it("the README stays a front door of at most 200 lines", () => {
    expect(readFileSync(path.join(root, "README.md"), "utf8").split("\n").length).toBeLessThanOrEqual(200);
  });

  it("the index of decisions lists every record", () => {
    const index = readFileSync(path.join(root, "docs/decisions/README.md"), "utf8");
    const records = readdirSync(path.join(root, "docs/decisions")).filter((name) => /^\d{3}-.*\.md$/.test(name));
    expect(records.filter((name) => !index.includes(`](${name})`))).toEqual([]);
  });

  it("slugs headings as GitHub does", () => {
    expect(slugOf("Running more than one instance")).toBe("running-more-than-one-instance");
    expect(slugOf("The latest `npm run bench` runs")).toBe("the-latest-npm-run-bench-runs");
    expect(slugOf("Shipping, returns and background jobs")).toBe("shipping-returns-and-background-jobs");
  });
});
