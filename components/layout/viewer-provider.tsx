"use client";

import { usePathname } from "next/navigation";
import { createContext, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import type { ProductMarks, Viewer, ViewerSummary } from "@/lib/accounts/viewer";
import { Announcer } from "./announcer";
import { FocusOnArrival } from "./focus-on-arrival";

// Who is looking, in the browser. The shop's catalogue pages are static and the same for everyone,
// so the header's icons and cart count, and a product page's cart and wishlist marks, are read from
// GET /api/v1/user/viewer after the page loads: again on every new page, and when a change of the
// viewer's own (cart, wishlist, profile) calls reload().

/** `productId`: the product the marks were read for. */
type ViewerState = ViewerSummary & { loaded: boolean; productId: string | null };
type ViewerContextValue = {
  state: ViewerState;
  reload: () => void;
  /**
   * A product page (or a quick view over any page) names its product, so the next read carries its
   * marks (and counts the view); the returned function forgets it, and the product shown before it
   * (the page under a closed quick view) is read again.
   */
  showProduct: (productId: string) => () => void;
};

const NOBODY: ViewerState = { loaded: false, viewer: null, product: null, productId: null };
const ViewerContext = createContext<ViewerContextValue | null>(null);

export function ViewerProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<ViewerState>(NOBODY);
  const [reads, setReads] = useState(0);
  // The products shown, the latest last: the read carries the marks of the latest.
  const products = useRef<string[]>([]);
  const reload = useCallback(() => setReads((count) => count + 1), []);
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
        setState({ loaded: true, viewer: summary?.viewer ?? null, product: summary?.product ?? null, productId: product });
      });
    return () => controller.abort();
  }, [reads]);

  const value = useMemo(() => ({ state, reload, showProduct }), [state, reload, showProduct]);
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

/** The viewer (null for a visitor), whether it is known yet, and a way to read it again after a change. */
export function useViewer(): { viewer: Viewer | null; loaded: boolean; reload: () => void } {
  const { state, reload } = useViewerContext();
  return { viewer: state.viewer, loaded: state.loaded, reload };
}

/** The viewer's marks on this product (null until known), for a product page. */
export function useProductMarks(productId: string): { marks: ProductMarks | null; signedIn: boolean | null; reload: () => void } {
  const { state, reload, showProduct } = useViewerContext();
  useEffect(() => showProduct(productId), [productId, showProduct]);
  const known = state.loaded && state.productId === productId;
  return { marks: known ? state.product : null, signedIn: known ? state.viewer !== null : null, reload };
}
