"use client";

import { usePathname } from "next/navigation";
import {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import type { ProductMarks, Viewer, ViewerSummary } from "@/lib/shopper/viewer";
import { Announcer } from "./announcer";
import { FocusOnArrival } from "./focus-on-arrival";

// Who is looking, in the browser. The shop's catalogue pages are static and the same for everyone,
// so the header's icons and cart count, and a product page's cart and wishlist marks, are read from
// GET /api/v1/user/viewer after the page loads: again on every new page, and when a change of the
// viewer's own calls reload() (the profile). A change to the cart answers the cart, whose size the
// header takes from setCartCount() without asking again.
// The state lives in a store the components subscribe to, not in the context's value: a context
// change reaching a Suspense boundary whose streamed HTML React has not yet revealed (it reveals in
// batches, up to 300 ms apart) makes React drop that HTML and render the boundary afresh in the
// browser; a store's subscribers are only the components already hydrated.

/** `productId`: the product the marks were read for; `read`: how many reads have come back. */
type ViewerState = ViewerSummary & { loaded: boolean; productId: string | null; read: number };
type ViewerStore = {
  get: () => ViewerState;
  set: (next: (current: ViewerState) => ViewerState) => void;
  subscribe: (listener: () => void) => () => void;
};
type ViewerContextValue = {
  store: ViewerStore;
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

function viewerStore(): ViewerStore {
  let state = NOBODY;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next) {
      state = next(state);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function ViewerProvider({ children }: { children: ReactNode }) {
  const [store] = useState(viewerStore);
  const [reads, setReads] = useState(0);
  // The products shown, the latest last: the read carries the marks of the latest.
  const products = useRef<string[]>([]);
  const reload = useCallback(() => setReads((count) => count + 1), []);
  const setCartCount = useCallback(
    (cartCount: number) => store.set((current) => (current.viewer ? { ...current, viewer: { ...current.viewer, cartCount } } : current)),
    [store],
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
        store.set((current) => ({
          loaded: true,
          viewer: summary?.viewer ?? null,
          product: summary?.product ?? null,
          productId: product,
          read: current.read + 1,
        }));
      });
    return () => controller.abort();
  }, [reads, store]);

  const value = useMemo(() => ({ store, reload, setCartCount, showProduct }), [store, reload, setCartCount, showProduct]);
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

function useViewerContext(): Omit<ViewerContextValue, "store"> & { state: ViewerState } {
  const context = useContext(ViewerContext);
  if (!context) throw new Error("useViewer needs a ViewerProvider above it");
  const { store, ...actions } = context;
  const state = useSyncExternalStore(store.subscribe, store.get, () => NOBODY);
  return { ...actions, state };
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
