import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true once the page runs. A control that works only with
 * JavaScript is disabled until then, so a tap made before (a slow phone) cannot be lost: it is impossible instead.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
