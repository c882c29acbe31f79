import { expect, test } from "@playwright/test";
import { toCm, toInches } from "../../lib/catalog/fit/size-chart-view";
import { ADMIN, logInAs, noSeriousViolations, shot } from "./support";

// Issue 49 point 11 for the owner at 1280 px: size charts have their place in the sidebar, listing each category's chart
// and the products that override it; a product's edit page leads to its chart, which the owner types in inches.

test.use({ viewport: { width: 1280, height: 900 } });

type Chart = { source: string; rows: { size: string; cm: Record<string, number> }[] } | null;

test("the owner reaches size charts from the sidebar and a product, types a product's chart in inches, and sees it listed as an override", async ({
  page,
}) => {
  await logInAs(page, ADMIN);
  // The oldest products are the demo's: the journeys before this one made products of their own, newer than those.
  const list = (await (await page.request.get("/api/v1/products/getAllProduct?limit=20&sortBy=createdAt&sortOrder=asc")).json()) as {
    products: { _id: string }[];
  };
  const productOf = async (id: string) =>
    (
      (await (await page.request.get(`/api/v1/products/getProduct?id=${encodeURIComponent(id)}`)).json()) as {
        product: { _id: string; name: string; sizeChart: Chart };
      }
    ).product;
  // A product showing its category's chart, with a size M (the oldest: the shopper's tests take the newest).
  let product: Awaited<ReturnType<typeof productOf>> | undefined;
  for (const { _id } of list.products) {
    const candidate = await productOf(_id);
    if (candidate.sizeChart?.source === "category" && candidate.sizeChart.rows.some((row) => row.size === "M")) {
      product = candidate;
      break;
    }
  }
  expect(product, "a demo product showing its category's chart").toBeDefined();
  const { _id: id, name } = product!;

  await page.goto("/admin/dashboard");
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Size charts" }).click();
  await expect(page).toHaveURL(/\/admin\/size-charts$/);
  await expect(page.getByRole("heading", { level: 1, name: "Size charts" })).toBeVisible();
  await expect(page.getByRole("link", { name, exact: true })).toHaveCount(0);

  await page.goto(`/admin/product/${id}`);
  await page.getByRole("link", { name: "Size chart", exact: true }).click();
  await expect(page).toHaveURL(/#size-chart$/);
  await expect(page.getByRole("heading", { name: "Size chart", exact: true })).toBeInViewport();

  const chestCm = page.getByLabel("Chest of size M, cm");
  const cm = Number(await chestCm.inputValue());
  await page.getByRole("radio", { name: "Inches" }).check();
  const chestIn = page.getByLabel("Chest of size M, in");
  await expect(chestIn).toHaveValue(String(toInches(cm)));
  await expect(page.getByRole("columnheader", { name: "Chest (in)" })).toBeVisible();
  await chestIn.fill("40");
  await shot(page, "admin-size-chart-inches-1280");
  await page.getByRole("button", { name: "Save Size Chart" }).click();
  await expect(page.getByText("This product has its own chart")).toBeVisible();
  // Stored in cm, to the nearest half centimetre; the other sizes as they were.
  const saved = (await productOf(id)).sizeChart!;
  expect(saved.source).toBe("product");
  expect(saved.rows.find((row) => row.size === "M")!.cm.chest).toBe(toCm(40));

  await page.goto("/admin/size-charts");
  const link = page.getByRole("link", { name, exact: true });
  await expect(link).toHaveAttribute("href", `/admin/product/${id}#size-chart`);
  await noSeriousViolations(page);
  await shot(page, "admin-size-charts-1280", { fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await shot(page, "admin-size-charts-360", { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Back to the category's chart, as the demo had it.
  await link.click();
  await page.getByRole("button", { name: "Use the category's chart" }).click();
  await expect(page.getByText("This product shows its category's chart")).toBeVisible();
  expect((await productOf(id)).sizeChart!.source).toBe("category");
});
