import "server-only";
import { notFound } from "next/navigation";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { AppError } from "@/lib/errors";
import { getAdminCategory } from "./categories";
import { getAdminProduct } from "./products";

// The admin pages' reads: Admin checked on the server, an unknown id is a 404 page.

async function orNotFound<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError && (error.code === "not_found" || error.code === "validation")) notFound();
    throw error;
  }
}

export async function loadAdminProduct(id: string, path: string) {
  const caller = await requireAdminPage(path);
  return orNotFound(() => getAdminProduct({ caller, ip: "" }, { id }));
}

export async function loadAdminCategory(id: string, path: string) {
  const caller = await requireAdminPage(path);
  return orNotFound(() => getAdminCategory({ caller, ip: "" }, { id }));
}
