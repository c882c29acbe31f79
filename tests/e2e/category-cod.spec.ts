import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { ADMIN, bearer, hydrated, logInAs, noSeriousViolations, shot, toast } from "./support";

// Manage Category: the owner sees how many of a category's products take cash on delivery, turns
// it on for all of them after a confirmation, and sees the count change. The category and its
// products are made for the test, so the demo catalogue other journeys read is left alone.

test("the owner turns cash on delivery on for a whole category and sees the count change", async ({ page, request }) => {
  test.setTimeout(120_000);
  const auth = await bearer(request, ADMIN);
  const stamp = Date.now().toString(36);
  const name = `Haldi Kurtas ${stamp}`;
  const image = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#d9a400" } })
    .png()
    .toBuffer();
  const added = await request.post("/api/v1/products/category", {
    headers: auth,
    multipart: { name, image: { name: "haldi.png", mimeType: "image/png", buffer: image } },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const { categories } = (await added.json()) as { categories: { id: string; name: string }[] };
  const category = categories.find((candidate) => candidate.name === name)!;
  for (const product of ["Mustard haldi kurta", "Marigold haldi kurta"]) {
    const made = await request.post("/api/v1/products/createProduct", {
      headers: auth,
      data: { name: `${product} ${stamp}`, description: "Cotton, for the haldi.", details: [], hsn: "6211", category: category.id },
    });
    expect(made.ok(), await made.text()).toBe(true);
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  await logInAs(page, ADMIN);
  await page.goto("/admin/manage-category");
  const row = page.getByRole("list", { name: "Categories" }).getByRole("listitem").filter({ hasText: name });
  await expect(row.getByTestId("category-cod")).toHaveText("Cash on delivery: 0 of 2 products");
  await expect(row.getByRole("button", { name: `Turn off for all of ${name}` })).toBeDisabled();

  await (await hydrated(row.getByRole("button", { name: `Turn on for all of ${name}` }))).click();
  const dialog = page.getByRole("dialog", { name: `Turn cash on delivery on for ${name}?` });
  await expect(dialog).toContainText(`Shoppers will be able to pay cash on delivery for all 2 products of ${name}`);
  await shot(page, "category-cod-confirm-1280");
  await dialog.getByRole("button", { name: "Turn on for all" }).click();
  await expect(toast(page, `${name}: cash on delivery is on for all 2 products`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId("category-cod")).toHaveText("Cash on delivery: 2 of 2 products");
  await expect(row.getByRole("button", { name: `Turn on for all of ${name}` })).toBeDisabled();
  await expect(row.getByRole("button", { name: `Turn off for all of ${name}` })).toBeEnabled();

  await noSeriousViolations(page);
  await row.scrollIntoViewIfNeeded();
  await shot(page, "category-cod-1280");
  await page.setViewportSize({ width: 360, height: 800 });
  await row.scrollIntoViewIfNeeded();
  await shot(page, "category-cod-360");
  await noSeriousViolations(page);
});
