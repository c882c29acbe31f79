import "server-only";
import { cache } from "react";
import { currentCaller } from "@/lib/auth/caller";
import { cachedCartCount } from "@/lib/cart/cached";

// Who is looking at a shop page, for the header's per-user parts (read once per request).

export type Viewer = { id: string; fullname: string; isAdmin: boolean; cartCount: number };

export const loadViewer = cache(async (): Promise<Viewer | null> => {
  const caller = await currentCaller();
  if (!caller) return null;
  return { id: caller.id, fullname: caller.fullname, isAdmin: caller.role === "ADMIN", cartCount: await cachedCartCount(caller.id) };
});
