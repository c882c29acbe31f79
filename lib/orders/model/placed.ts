// The "Order placed" banner of /orders: the booking page goes to /orders?placed=<id>, and the page
// shows the banner only for an order of the caller's own (found among the orders loaded for them),
// placed in the last few minutes. The query names an order; it never grants anything.

/** How long after placing an order its banner still shows. */
export const PLACED_BANNER_MS = 10 * 60 * 1000;

export const placedPath = (orderId: string) => `/orders?placed=${encodeURIComponent(orderId)}`;

/** The order just placed: the caller's order named by `placed`, an order (not a return), placed within PLACED_BANNER_MS. */
export function justPlaced<T extends { id: string; kind: string; createdAt: Date }>(
  mine: readonly T[],
  placed: string | string[] | undefined,
  now: Date,
): T | null {
  if (typeof placed !== "string" || placed === "") return null;
  const order = mine.find((candidate) => candidate.id === placed);
  if (!order || order.kind !== "Order") return null;
  const age = now.getTime() - order.createdAt.getTime();
  return age >= 0 && age <= PLACED_BANNER_MS ? order : null;
}
