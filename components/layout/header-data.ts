import "server-only";
import { currentCaller } from "@/lib/auth/caller";
import { listCategories } from "@/lib/catalog/facets";
import { getDb } from "@/lib/db";

// What the header shows: who is looking, the categories of the side menu and the cart's size.

export type HeaderCategory = { id: string; name: string };

export type HeaderData = {
  viewer: { fullname: string; isAdmin: boolean } | null;
  /** Empty for admins, whose side menu lists the back office instead. */
  categories: HeaderCategory[];
  /** Lines in the viewer's cart (0 for visitors). */
  cartCount: number;
};

export async function loadHeaderData(): Promise<HeaderData> {
  // The caller first: reading the request's headers makes the page dynamic before any query runs,
  // so a build never touches the database for the header.
  const caller = await currentCaller();
  const isAdmin = caller?.role === "ADMIN";
  const [categories, cartCount] = await Promise.all([
    // Read fresh: the data cache (cachedListCategories) lives in .next/cache and outlives a reseeded
    // database, which left the menu linking to category ids that no longer exist.
    isAdmin ? Promise.resolve([]) : listCategories().then((list) => list.map(({ id, name }) => ({ id, name }))),
    caller ? getDb().cartLine.count({ where: { userId: caller.id } }) : Promise.resolve(0),
  ]);
  return { viewer: caller ? { fullname: caller.fullname, isAdmin } : null, categories, cartCount };
}
