import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyMigrations, readMigrations } from "../../scripts/lib/migrate";

// This file's database is a copy of the run's template, which global-setup migrated with the same runner `npm start` uses.
const client = new pg.Client({ connectionString: process.env.DATABASE_URL! });
beforeAll(() => client.connect());
afterAll(() => client.end());

describe("the migration runner", () => {
  it("records each migration the way prisma migrate deploy does", async () => {
    const { rows } = await client.query(
      `SELECT migration_name, checksum, finished_at, applied_steps_count FROM "_prisma_migrations" ORDER BY migration_name`,
    );
    const migrations = readMigrations();
    expect(rows.map((row) => row.migration_name)).toEqual(migrations.map((m) => m.name));
    const first = migrations[0]!;
    const sql = readFileSync(`prisma/migrations/${first.name}/migration.sql`);
    expect(rows[0].checksum).toBe(createHash("sha256").update(sql).digest("hex"));
    expect(rows[0].finished_at).toBeInstanceOf(Date);
    expect(rows[0].applied_steps_count).toBe(1);
  });

  it("applies nothing the second time", async () => {
    expect(await applyMigrations(process.env.DATABASE_URL!)).toEqual([]);
  });
});

describe("rules the database itself enforces", () => {
  async function insertSize(stock: number) {
    const suffix = Math.random().toString(36).slice(2);
    await client.query(`INSERT INTO "Category" (id, name, slug, image, "updatedAt") VALUES ($1, $1, $1, '/x.webp', now())`, [`c${suffix}`]);
    await client.query(
      `INSERT INTO "Product" (id, slug, name, description, hsn, "categoryId", "updatedAt")
       VALUES ($1, $1, 'Indigo Block-Print Cotton Kurta', 'Hand block-printed in Jaipur on soft mulmul cotton.', '6211', $2, now())`,
      [`p${suffix}`, `c${suffix}`],
    );
    await client.query(
      `INSERT INTO "Variant" (id, "productId", "colorName", "colorCode", "updatedAt") VALUES ($1, $2, 'Indigo', '#2e3a87', now())`,
      [`v${suffix}`, `p${suffix}`],
    );
    await client.query(
      `INSERT INTO "SizeStock" (id, "variantId", size, "pricePaise", "cutPricePaise", stock, "updatedAt") VALUES ($1, $2, 'M', 149900, 199900, $3, now())`,
      [`s${suffix}`, `v${suffix}`, stock],
    );
    return { sizeId: `s${suffix}`, productId: `p${suffix}` };
  }

  it("never lets stock go below zero", async () => {
    const { sizeId } = await insertSize(1);
    await client.query(`UPDATE "SizeStock" SET stock = stock - 1 WHERE id = $1`, [sizeId]);
    await expect(client.query(`UPDATE "SizeStock" SET stock = stock - 1 WHERE id = $1`, [sizeId])).rejects.toThrow(
      /SizeStock_stock_nonnegative/,
    );
    await expect(insertSize(-3)).rejects.toThrow(/SizeStock_stock_nonnegative/);
  });

  it("keeps review stars within half a star and five stars", async () => {
    await expect(
      client.query(
        `INSERT INTO "Review" (id, "userId", "productId", "halfStars", text, "updatedAt") VALUES ('r1', 'u', 'p', 11, 'x', now())`,
      ),
    ).rejects.toThrow(/Review_halfStars_range/);
  });

  it("indexes products for full-text search with stemming, and for typos", async () => {
    const { productId } = await insertSize(5);
    const stemmed = await client.query(
      `SELECT id FROM "Product" WHERE "searchVector" @@ websearch_to_tsquery('english', 'printed kurtas') AND id = $1`,
      [productId],
    );
    expect(stemmed.rowCount).toBe(1);
    const typo = await client.query(`SELECT similarity(name, 'Indgo Blok Print') AS score FROM "Product" WHERE id = $1`, [productId]);
    expect(Number(typo.rows[0].score)).toBeGreaterThan(0.3);
  });
});
