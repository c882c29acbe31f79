import { paiseToRupees } from "@/lib/pricing";
import type { WishlistItem, WishlistView } from "./view";

// The spec's wishlist shape (/api/v1/order/*): money in rupees at this edge; the page's price with GST stays out.

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the pages' figure is left out
function toWishlistItemApi({ pricePaise, priceWithGstPaise, ...item }: WishlistItem) {
  return { ...item, price: paiseToRupees(pricePaise) };
}

export function toWishlistApiView(view: WishlistView) {
  return { wishlist: view.wishlist.map(toWishlistItemApi), notices: view.notices };
}
