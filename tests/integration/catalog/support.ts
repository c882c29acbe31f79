import { randomUUID } from "node:crypto";
import { afterAll, beforeAll } from "vitest";
import { startSession } from "@/lib/accounts/sessions";
import { refreshProductListing } from "@/lib/catalog/listing";
import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { seedDemo } from "../../../prisma/seed";
import { CLIENT_IP_HEADER } from "@/lib/http/client-ip";

// The catalogue tests run on their file's own database loaded with the demo seed at a fixed moment,
// plus hand-made products where a test needs exact figures.

export const NOW = new Date("2026-11-22T06:00:00+05:30");
export const SEED_SIZE = 120;

/** Seeds this test file's database (its own copy of the run's template). */
export function withSeededCatalog(): void {
  beforeAll(() => seedDemo(getDb(), { size: SEED_SIZE, now: NOW }), 180_000);
  afterAll(() => getDb().$disconnect());
}

export const db = (): PrismaClient => getDb();

export type RouteHandler = (request: Request) => Promise<Response>;
export type CallResult<T> = { status: number; body: T };

/** Calls a route handler as Next.js would. */
export async function call<T = Record<string, unknown>>(
  handler: RouteHandler,
  path: string,
  options: { method?: string; json?: unknown; token?: string } = {},
): Promise<CallResult<T>> {
  const headers = new Headers({ [CLIENT_IP_HEADER]: "10.1.2.3" });
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  let body: string | undefined;
  if (options.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(options.json);
  }
  const request = new Request(new URL(path, getEnv().APP_URL), { method: options.method ?? (body ? "POST" : "GET"), headers, body });
  const response = await handler(request);
  return { status: response.status, body: (await response.json()) as T };
}

/** A user written directly, with a bearer token. */
export async function makeUser(role: "ADMIN" | "CUSTOMER" = "CUSTOMER", fullname = "Test Shopper") {
  const user = await db().user.create({
    data: { fullname, email: `${randomUUID()}@example.com`, passwordHash: "not-a-hash", role, isVerified: true },
  });
  return { ...user, token: (await startSession(user)).token };
}

export type SizeSpec = { size: string; pricePaise: number; cutPricePaise: number; stock: number };
export type VariantSpec = { colorName: string; colorCode: string; images?: string[]; sizes: SizeSpec[] };
export type ProductSpec = {
  name: string;
  description?: string;
  categoryId: string;
  cashOnDelivery?: boolean;
  originRegion?: string;
  createdAt: Date;
  viewed?: number;
  purchased?: number;
  ratingAverage?: number;
  ratingCount?: number;
  variants: VariantSpec[];
};

/** A product with its variants and sizes; the listing fields come from refreshProductListing. */
export async function makeProduct(spec: ProductSpec) {
  const slug = `${spec.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${randomUUID().slice(0, 8)}`;
  const product = await db().product.create({
    data: {
      slug,
      name: spec.name,
      description: spec.description ?? `${spec.name}, made by hand for the tests.`,
      details: ["Fabric: Cotton", "Fit: Regular fit"],
      hsn: "6211",
      categoryId: spec.categoryId,
      cashOnDelivery: spec.cashOnDelivery ?? false,
      originRegion: spec.originRegion ?? "",
      viewed: spec.viewed ?? 0,
      purchased: spec.purchased ?? 0,
      ratingAverage: spec.ratingAverage ?? 0,
      ratingCount: spec.ratingCount ?? 0,
      createdAt: spec.createdAt,
      variants: {
        create: spec.variants.map((variant, position) => ({
          colorName: variant.colorName,
          colorCode: variant.colorCode,
          position,
          images: {
            create: (variant.images ?? [`/uploads/test/${slug}-${position}-front.webp`, `/uploads/test/${slug}-${position}-back.webp`]).map(
              (url, imagePosition) => ({
                url,
                alt: `${spec.name} in ${variant.colorName}`,
                width: 600,
                height: 800,
                position: imagePosition,
              }),
            ),
          },
          sizes: { create: variant.sizes.map((size, sizePosition) => ({ ...size, position: sizePosition })) },
        })),
      },
    },
  });
  await refreshProductListing([product.id]);
  return db().product.findUniqueOrThrow({ where: { id: product.id } });
}

export async function makeCategory(name: string) {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return db().category.create({ data: { name, slug, image: `/uploads/test/${slug}.webp` } });
}

/** Sorts ids the way PostgreSQL's "C" collation does (the tie-breaker of every listing). */
export function byId(a: { id: string }, b: { id: string }): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
