// What a product card needs: one image, the name, the lowest price and the best discount.
export type ProductSummary = {
  id: string;
  slug: string;
  name: string;
  /** Its name in Hindi where the listing reads it ("" or absent: the English name on Hindi pages too). */
  nameHi?: string;
  minPricePaise: number;
  /** The lowest price with its GST (priceWithGst): what the shopper pays for the cheapest piece. */
  minPriceWithGstPaise: number;
  /** The best discount of any size, in whole percent (percentOff). */
  maxDiscountPct: number;
  /**
   * The cheapest piece under the sales in force (decision 086), before GST and with it, its struck price with GST and its
   * percentage off (as the product page shows that size), with the dearest piece's price before GST under them (the
   * API's maxPrice); null when none applies.
   */
  sale: { pricePaise: number; priceWithGstPaise: number; wasPriceWithGstPaise: number; percentOff: number; maxPricePaise: number } | null;
  inStock: boolean;
  ratingAverage: number;
  ratingCount: number;
  image: { url: string; alt: string; width: number; height: number } | null;
  /** The colour (variant id) the card shows and opens the product on, in a search by colour; else absent or null. */
  colorId?: string | null;
};
