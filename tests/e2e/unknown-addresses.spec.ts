import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

// Next keeps a page built on its first visit under .next/server. A made-up product, category or
// reviews address answers 404 and leaves nothing there, or anyone could fill the disk; an address
// PostgreSQL cannot read (a NUL byte, broken UTF-8) is just as unknown.

const SERVER_DIR = path.resolve(".next/server");

function fileCount(): number {
  return readdirSync(SERVER_DIR, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
}

test("50 unknown product, category and reviews addresses answer 404 and store no file", async ({ request }) => {
  const before = fileCount();
  const routes = ["product", "category", "reviews"];
  for (let i = 0; i < 50; i++) {
    const address = `/${routes[i % routes.length]}/no-such-${randomBytes(6).toString("hex")}`;
    const response = await request.get(address);
    expect(response.status(), address).toBe(404);
    expect(await response.text()).toContain("Page not found");
  }
  expect(fileCount()).toBe(before);
});

test("an address with a NUL byte or broken UTF-8 answers 404", async ({ request }) => {
  const addresses = ["/product/%00", "/product/a%00b", "/product/%ED%A0%80", "/product/%E0%A4", "/reviews/a%00b", "/reviews/%ED%A0%80"];
  for (const address of [...addresses, "/category/%ED%A0%80", "/track/%ED%A0%80", "/uploads/%ED%A0%80"]) {
    const response = await request.get(address);
    expect(response.status(), address).toBe(404);
    expect(await response.text()).toContain("Page not found");
  }
});
