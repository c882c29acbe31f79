import { itemName, type SizeRow } from "@/lib/cart/priced-lines";
import { priceWithGst } from "@/lib/pricing";

// What the wishlist shows, built only from database rows. Money is paise, as the pages use it; the
// API's rupees are made in ./api-view.ts.

export type WishlistItem = {
  productId: string;
  name: string;
  description: string;
  image: string;
  pricePaise: number;
  /** One piece with its GST (priceWithGst). */
  priceWithGstPaise: number;
  subDetailId: string;
  sizeId: string;
  slug: string;
  colorName: string;
  size: string;
  inStock: boolean;
};

export type WishlistView = { wishlist: WishlistItem[]; notices: string[] };

function toWishlistItem(size: SizeRow, on: Date = new Date()): WishlistItem {
  return {
    productId: size.variant.product.id,
    name: itemName(size),
    description: size.variant.product.description,
    image: size.variant.images[0]?.url ?? "",
    pricePaise: size.pricePaise,
    priceWithGstPaise: priceWithGst(size, on),
    subDetailId: size.variant.id,
    sizeId: size.id,
    slug: size.variant.product.slug,
    colorName: size.variant.colorName,
    size: size.size,
    inStock: size.stock > 0,
  };
}

export function toWishlistView(sizes: readonly SizeRow[], notices: readonly string[], on: Date = new Date()): WishlistView {
  return { wishlist: sizes.map((size) => toWishlistItem(size, on)), notices: [...new Set(notices)] };
}
