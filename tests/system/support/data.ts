import { randomUUID } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import { inject } from "vitest";
import { PrismaClient } from "@/lib/generated/prisma/client";
import type { Shop } from "./shop";

// What the system tests read and arrange directly in the shared database; everything they check
// about behaviour goes through HTTP.
export const DEMO_PASSWORD = "Customer@123";
export const ADMIN = { email: "admin@kurta.shop", password: "Admin@12345" };

let client: PrismaClient | undefined;
export function systemDb(): PrismaClient {
  client ??= new PrismaClient({ adapter: new PrismaPg({ connectionString: inject("systemEnv").DATABASE_URL, max: 4 }) });
  return client;
}

export type Buyer = { id: string; email: string; token: string; addressId: string };

/** Verified customers with an address in Pune (serviceable, cash on delivery), each signed in through `shop` (on `db`). */
export async function makeBuyers(count: number, shop: Shop, db: PrismaClient = systemDb()): Promise<Buyer[]> {
  const { passwordHash } = await db.user.findUniqueOrThrow({ where: { email: "priya@kurta.shop" }, select: { passwordHash: true } });
  const buyers: Buyer[] = [];
  for (let i = 0; i < count; i++) {
    const email = `buyer-${randomUUID().slice(0, 8)}@example.com`;
    const user = await db.user.create({
      data: {
        fullname: `Buyer ${i + 1}`,
        email,
        passwordHash,
        isVerified: true,
        addresses: {
          create: {
            name: `Buyer ${i + 1}`,
            addressLine1: "12 MG Road",
            city: "Pune",
            state: "Maharashtra",
            pinCode: "411001",
            phoneNumber: "9876543210",
          },
        },
      },
      include: { addresses: true },
    });
    buyers.push({ id: user.id, email, token: await signIn(shop, email, DEMO_PASSWORD), addressId: user.addresses[0]!.id });
  }
  return buyers;
}

export async function signIn(shop: Shop, email: string, password: string, ip = "198.51.100.10"): Promise<string> {
  const { status, body } = await shop.api<{ token?: string; message?: string }>("/api/v1/user/signin", { json: { email, password }, ip });
  if (status !== 200 || !body.token) throw new Error(`Sign-in of ${email} answered ${status}: ${body.message}`);
  return body.token;
}

/** A size of a listed product that may be paid cash on delivery, with its stock set to `stock`. */
export async function sizeWithStock(stock: number, skip = 0, db: PrismaClient = systemDb()) {
  const size = await db.sizeStock.findFirstOrThrow({
    where: { variant: { product: { archivedAt: null, cashOnDelivery: true } } },
    orderBy: { id: "asc" },
    skip,
    include: { variant: { include: { product: true } } },
  });
  await db.sizeStock.update({ where: { id: size.id }, data: { stock } });
  return size;
}
