import { expect, test } from "@playwright/test";
import { seriousViolations } from "./support";

test("the home page shows seeded kurtas from the database in its carousels, with their pictures and prices", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Kurta Shop/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  for (const title of ["Best Selling", "Value for Money", "Most Popular"]) {
    await expect(page.getByRole("region", { name: title, exact: true }).locator('[aria-roledescription="slide"]')).toHaveCount(5);
  }
  const cards = page.getByRole("region", { name: "Best Selling", exact: true }).getByRole("article");
  const first = cards.first();
  await expect(first.getByRole("link")).toHaveAttribute("href", /^\/product\/[\w-]+$/);
  await expect(first).toContainText(/Starting from ₹[\d,]+/);
  await expect(first.getByRole("button", { name: /^Quick view/ })).toBeVisible();

  const name = (await first.getByRole("heading").textContent())!.trim();
  const image = first.getByRole("img");
  expect(await image.getAttribute("alt")).toContain(`${name} in `);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
});

test("an unknown page answers 404 with a way home", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Go to home" }).click();
  await expect(page).toHaveURL("/");
});

test("the home page has no serious accessibility violations", async ({ page }) => {
  await page.goto("/");
  expect(await seriousViolations(page)).toEqual([]);
});

test("our pictures travel by their short address, served optimised, and only for stored files at the configured widths", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const image = page.getByRole("region", { name: "Best Selling", exact: true }).getByRole("article").first().getByRole("img");
  const srcset = (await image.getAttribute("srcset"))!;
  const addresses = srcset.split(", ").map((entry) => entry.split(" ")[0]!);
  expect(addresses).toHaveLength(4);
  const smallest = addresses[0]!;
  for (const address of addresses) expect(address).toMatch(/^\/i\/seed\/[\w-]+\.webp\?w=\d+$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  const picture = await request.get(smallest, { headers: { accept: "image/avif,image/webp,*/*" } });
  expect(picture.status()).toBe(200);
  expect(picture.headers()["content-type"]).toBe("image/avif");
  expect((await picture.body()).byteLength).toBeGreaterThan(1000);

  expect((await request.get(smallest.replace(/\?w=\d+$/, "?w=385"))).status()).toBe(400);
  expect((await request.get("/i/seed/nothing-here.webp?w=384")).status()).toBe(404);
  expect((await request.get("/i/seed/..%2F..%2Fauth-secret?w=384")).status()).toBe(404);
});
