/** From 1 up to this many pieces left, a size is low on stock and the product page says "Hurry Up, Only N left". */
export const LOW_STOCK_THRESHOLD = 10;

export type StockLevel = "out" | "low" | "in";

/** How a size's stock reads to a shopper: out of stock, low (1 to LOW_STOCK_THRESHOLD) or in stock. */
export function stockLevel(stock: number): StockLevel {
  if (stock <= 0) return "out";
  return stock <= LOW_STOCK_THRESHOLD ? "low" : "in";
}
