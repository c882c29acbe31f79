import "server-only";
import { randomBytes } from "node:crypto";
import type { Prisma } from "@/lib/generated/prisma/client";

// The readable part of the shop's addresses: /product/<slug> and /category/<slug>. A slug is made
// once, when its product or category is created, and never changes on a rename, so links that
// people shared and search engines indexed keep working.

/** "Silk & Zari Kurtas" → "silk-zari-kurtas" (at most 60 characters; "item" when nothing is left). */
export function slugBase(name: string): string {
  const base = name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return base || "item";
}

/** A product's slug: names repeat across products, so a short random suffix keeps it unique. */
export function slugFor(name: string): string {
  return `${slugBase(name)}-${randomBytes(3).toString("hex")}`;
}

/**
 * A category's slug: the name alone when free, else the name with the first free "-2", "-3"… (a
 * renamed category keeps its slug, so a new category may arrive with a name whose slug is taken).
 */
export async function freeCategorySlug(tx: Prisma.TransactionClient, name: string): Promise<string> {
  const base = slugBase(name);
  const taken = new Set(
    (await tx.category.findMany({ where: { slug: { startsWith: base } }, select: { slug: true } })).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
