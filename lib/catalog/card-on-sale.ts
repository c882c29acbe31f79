import { percentOff, priceWithGst } from "@/lib/pricing";
import { salePricePaise, type Sales } from "@/lib/promotions/sale-prices";
import type { ProductCard } from "./product-card";

/**
 * A card under the sales in force: its cheapest piece's sale price with GST and the percentage off its price. The
 * listing's stored fields (minPricePaise, which sorts and filters) stay as they are; a sale on some sizes only shows
 * on the product page, since the card does not know which size is the cheapest.
 */
export function cardOnSale<T extends ProductCard>(card: T, sales: Sales): T {
  const onSale = (pricePaise: number) =>
    salePricePaise({ sizeId: null, productId: card.id, categoryId: card.categoryId, pricePaise }, sales);
  const sale = onSale(card.minPricePaise);
  if (sale >= card.minPricePaise) return card;
  return {
    ...card,
    sale: {
      pricePaise: sale,
      priceWithGstPaise: priceWithGst(sale, sales.at),
      percentOff: percentOff(sale, card.minPricePaise),
      maxPricePaise: onSale(card.maxPricePaise),
    },
  };
}
