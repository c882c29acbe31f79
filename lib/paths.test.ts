import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Every page address that lib/paths.ts knows is made there (and its ids encoded there): a link built
// by hand elsewhere drifts from the page when the address changes.
const ROOT = path.join(import.meta.dirname, "..");
const BY_HAND = /(?:^|[`}])\/(?:orders|product|category|reviews|return|delivery|cod)\/\$\{/m;

function sources(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".test.ts") && !file.endsWith(".test.tsx"))
    .map((file) => path.join(folder, file));
}

describe("page addresses", () => {
  it("are built by lib/paths.ts, never by hand in lib, app or components", () => {
    const files = ["lib", "app", "components"].flatMap(sources).filter((file) => file !== path.join("lib", "paths.ts"));
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((file) => BY_HAND.test(readFileSync(path.join(ROOT, file), "utf8")))).toEqual([]);
  });
});
