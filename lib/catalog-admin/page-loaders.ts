import "server-only";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { orNotFound } from "@/lib/http/not-found";
import { pageContext } from "@/lib/http/page-context";
import { getAdminCategory } from "./categories";
import { getAdminProduct } from "./products";

// The admin pages' reads: Admin checked on the server, an unknown id is a 404 page.

export async function loadAdminProduct(id: string, path: string) {
  const caller = await requireAdminPage(path);
  return orNotFound(getAdminProduct(pageContext(caller), { id }));
}

export async function loadAdminCategory(id: string, path: string) {
  const caller = await requireAdminPage(path);
  return orNotFound(getAdminCategory(pageContext(caller), { id }));
}
