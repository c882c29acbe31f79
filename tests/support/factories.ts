import { randomUUID } from "node:crypto";
import { startSession } from "@/lib/accounts/sign-in/sessions";
import type { Ctx } from "@/lib/auth/caller";
import { refreshProductListing } from "@/lib/catalog/product/listing";
import { getDb } from "@/lib/db";
import type { Role } from "@/lib/generated/prisma/enums";

// The integration tests' makers, written straight to the database with Prisma so every expectation
// can be exact: a user with a session and a caller context, an address, a product with its sizes.

export type MadeUser = { id: string; email: string; fullname: string; role: Role; token: string; ctx: Ctx };

/** A user (verified unless told otherwise; no password hashing) with a bearer token and the context of a call from `ip`. */
export async function makeUser(
  options: { fullname?: string; role?: Role; verified?: boolean; emailTag?: string; ip?: string } = {},
): Promise<MadeUser> {
  const email = `${options.emailTag ?? "user"}-${randomUUID()}@example.com`;
  const user = await getDb().user.create({
    data: {
      fullname: options.fullname ?? "Test Shopper",
      email,
      passwordHash: "not-a-real-hash",
      role: options.role ?? "CUSTOMER",
      isVerified: options.verified ?? true,
    },
  });
  const { token, claims } = await startSession(user);
  const session = await getDb().session.findUniqueOrThrow({ where: { id: claims.sid }, select: { id: true, expiresAt: true } });
  const ctx: Ctx = {
    caller: {
      id: user.id,
      email,
      fullname: user.fullname,
      role: user.role,
      isVerified: user.isVerified,
      tokenVersion: user.tokenVersion,
      source: "bearer",
      session,
    },
    ip: options.ip ?? "10.1.2.3",
  };
  return { id: user.id, email, fullname: user.fullname, role: user.role, token, ctx };
}

/** Priya's address in Pune, as a form sends it and as views answer it. */
export const PUNE_ADDRESS = {
  name: "Priya Sharma",
  addressLine1: "12 MG Road",
  addressLine2: "Near the park",
  city: "Pune",
  state: "Maharashtra",
  pinCode: "411001",
  phoneNumber: "9876543210",
};

/** A saved address of the user: Priya's in Pune unless told otherwise. */
export async function makeAddress(userId: string, fields: Partial<typeof PUNE_ADDRESS> = {}) {
  return getDb().address.create({ data: { userId, ...PUNE_ADDRESS, ...fields } });
}

export async function makeCategory(name: string) {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return getDb().category.create({ data: { name, slug, image: `/uploads/test/${slug}.webp` } });
}

export type SizeSpec = { size: string; pricePaise: number; cutPricePaise: number; stock: number };
export type VariantSpec = { colorName: string; colorCode: string; images?: string[]; sizes: SizeSpec[] };
export type ProductSpec = {
  name: string;
  description?: string;
  /** A category of its own when absent. */
  categoryId?: string;
  cashOnDelivery?: boolean;
  originRegion?: string;
  createdAt?: Date;
  viewed?: number;
  purchased?: number;
  ratingAverage?: number;
  ratingCount?: number;
  variants: VariantSpec[];
};

export type MadeSize = SizeSpec & { id: string };
/** A colour as made: its first picture, and its sizes by name ("M"). */
export type MadeVariant = { id: string; colorName: string; image: string; sizes: Record<string, MadeSize> };
export type MadeProduct = Awaited<ReturnType<typeof makeProduct>>;

/** A product with its colours, pictures and sizes; the listing fields come from refreshProductListing, as after an admin's save. */
export async function makeProduct(spec: ProductSpec) {
  const tag = randomUUID().slice(0, 8);
  const slug = `${spec.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${tag}`;
  const categoryId = spec.categoryId ?? (await makeCategory(`Kurtas ${tag}`)).id;
  const created = await getDb().product.create({
    data: {
      slug,
      name: spec.name,
      description: spec.description ?? `${spec.name}, made by hand for the tests.`,
      details: ["Fabric: Cotton", "Fit: Regular fit"],
      hsn: "6211",
      categoryId,
      cashOnDelivery: spec.cashOnDelivery ?? false,
      originRegion: spec.originRegion ?? "",
      viewed: spec.viewed ?? 0,
      purchased: spec.purchased ?? 0,
      ratingAverage: spec.ratingAverage ?? 0,
      ratingCount: spec.ratingCount ?? 0,
      ...(spec.createdAt ? { createdAt: spec.createdAt } : {}),
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
    include: { variants: { orderBy: { position: "asc" }, include: { sizes: true, images: { orderBy: { position: "asc" } } } } },
  });
  await refreshProductListing([created.id]);
  const { variants, ...product } = created;
  return {
    ...(await getDb().product.findUniqueOrThrow({ where: { id: product.id } })),
    variants: variants.map((variant): MadeVariant => ({
      id: variant.id,
      colorName: variant.colorName,
      image: variant.images[0]?.url ?? "",
      sizes: Object.fromEntries(
        variant.sizes.map((s) => [
          s.size,
          { id: s.id, size: s.size, pricePaise: s.pricePaise, cutPricePaise: s.cutPricePaise, stock: s.stock },
        ]),
      ),
    })),
  };
}
