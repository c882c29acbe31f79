import { salePricePaise, type Sales } from "@/lib/promotions/sale-prices";
import { shopperSize } from "./offer";
import type { ProductCard } from "./product-card";

/**
 * A card under the sales in force: its cheapest piece as the product page shows that size (shopperSize), so the card's
 * sale price, struck price (the MRP, or the price before the sale when higher) and percentage are the page's. The
 * listing's stored fields (minPricePaise, which sorts and filters) stay as they are; a sale on some sizes only shows
 * on the product page, since the card does not know which size is the cheapest.
 */
export function cardOnSale<T extends ProductCard>(card: T, sales: Sales): T {
  const onSale = (pricePaise: number) =>
    salePricePaise({ sizeId: null, productId: card.id, categoryId: card.categoryId, pricePaise }, sales);
  const sale = onSale(card.minPricePaise);
  if (sale >= card.minPricePaise) return card;
  const shown = shopperSize(card.cheapest, sale, sales.at);
  return {
    ...card,
    sale: {
      pricePaise: sale,
      priceWithGstPaise: shown.priceWithGstPaise,
      wasPriceWithGstPaise: shown.cutPriceWithGstPaise,
      percentOff: shown.percentOff,
      maxPricePaise: onSale(card.maxPricePaise),
    },
  };
}
