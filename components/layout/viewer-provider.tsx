"use client";

import { usePathname } from "next/navigation";
import { createContext, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import type { ProductMarks, Viewer, ViewerSummary } from "@/lib/accounts/viewer";
import { Announcer } from "./announcer";
import { FocusOnArrival } from "./focus-on-arrival";

// Who is looking, in the browser. The shop's catalogue pages are static and the same for everyone,
// so the header's icons and cart count, and a product page's cart and wishlist marks, are read from
// GET /api/v1/user/viewer after the page loads: again on every new page, and when a change of the
// viewer's own calls reload() (the profile). A change to the cart answers the cart, whose size the
// header takes from setCartCount() without asking again.

/** `productId`: the product the marks were read for; `read`: how many reads have come back. */
type ViewerState = ViewerSummary & { loaded: boolean; productId: string | null; read: number };
type ViewerContextValue = {
  state: ViewerState;
  reload: () => void;
  setCartCount: (count: number) => void;
  /**
   * A product page (or a quick view over any page) names its product, so the next read carries its
   * marks (and counts the view); the returned function forgets it, and the product shown before it
   * (the page under a closed quick view) is read again.
   */
  showProduct: (productId: string) => () => void;
};

const NOBODY: ViewerState = { loaded: false, viewer: null, product: null, productId: null, read: 0 };
const ViewerContext = createContext<ViewerContextValue | null>(null);

export function ViewerProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<ViewerState>(NOBODY);
  const [reads, setReads] = useState(0);
  // The products shown, the latest last: the read carries the marks of the latest.
  const products = useRef<string[]>([]);
  const reload = useCallback(() => setReads((count) => count + 1), []);
  const setCartCount = useCallback(
    (cartCount: number) => setState((current) => (current.viewer ? { ...current, viewer: { ...current.viewer, cartCount } } : current)),
    [],
  );
  const showProduct = useCallback(
    (id: string) => {
      products.current = [...products.current, id];
      // A page whose product mounts after the first read (it streamed in later) asks again.
      reload();
      return () => {
        const at = products.current.lastIndexOf(id);
        const wasLatest = at === products.current.length - 1;
        products.current = products.current.filter((_, index) => index !== at);
        if (wasLatest && products.current.length > 0) reload();
      };
    },
    [reload],
  );

  useEffect(() => {
    if (reads === 0) return;
    const controller = new AbortController();
    const product = products.current.at(-1) ?? null;
    const query = product ? `?product=${encodeURIComponent(product)}` : "";
    fetch(`/api/v1/user/viewer${query}`, { cache: "no-store", signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<ViewerSummary>) : null))
      // Offline or refused: the page works as a visitor sees it (its buttons lead to the login).
      .catch(() => null)
      .then((summary) => {
        if (controller.signal.aborted) return;
        setState((current) => ({
          loaded: true,
          viewer: summary?.viewer ?? null,
          product: summary?.product ?? null,
          productId: product,
          read: current.read + 1,
        }));
      });
    return () => controller.abort();
  }, [reads]);

  const value = useMemo(() => ({ state, reload, setCartCount, showProduct }), [state, reload, setCartCount, showProduct]);
  return (
    <ViewerContext value={value}>
      {/* The address is unknown while a page with route parameters is prerendered. */}
      <Suspense fallback={null}>
        <ReadOnNavigation reload={reload} />
        <FocusOnArrival />
      </Suspense>
      <Announcer />
      {children}
    </ViewerContext>
  );
}

/** Reads the viewer on the first page and on every page after it (a login or logout lands on a new one). */
function ReadOnNavigation({ reload }: { reload: () => void }) {
  const pathname = usePathname();
  useEffect(() => reload(), [pathname, reload]);
  return null;
}

function useViewerContext(): ViewerContextValue {
  const context = useContext(ViewerContext);
  if (!context) throw new Error("useViewer needs a ViewerProvider above it");
  return context;
}

/**
 * The viewer (null for a visitor), whether it is known yet, `read` (which read of the server it comes from),
 * a way to read it again after a change, and a way to give the header the cart's new size.
 */
export function useViewer(): {
  viewer: Viewer | null;
  loaded: boolean;
  read: number;
  reload: () => void;
  setCartCount: (count: number) => void;
} {
  const { state, reload, setCartCount } = useViewerContext();
  return { viewer: state.viewer, loaded: state.loaded, read: state.read, reload, setCartCount };
}

/** The viewer's marks on this product (null until known), for a product page. */
export function useProductMarks(productId: string): {
  marks: ProductMarks | null;
  signedIn: boolean | null;
  setCartCount: (count: number) => void;
} {
  const { state, setCartCount, showProduct } = useViewerContext();
  useEffect(() => showProduct(productId), [productId, showProduct]);
  const known = state.loaded && state.productId === productId;
  return { marks: known ? state.product : null, signedIn: known ? state.viewer !== null : null, setCartCount };
}
