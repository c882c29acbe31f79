import { AppError } from "@/lib/errors";
import { formatINR, gstRateFor, priceBeforeGst, rupeesToPaise } from "@/lib/pricing";
import { CUT_PRICE_MESSAGE, type VariantSizeRow } from "../schemas";

// A size's stored prices from what the owner typed (decision 083): a price with GST keeps what was typed and derives
// the price before GST (the spec's `price`); a price before GST is stored as it is, with no typed price.

type StoredPrice = { pricePaise: number; withGstPaise: number | null };

/** Why no price before GST gives this price with GST: it lies between two slabs. */
export function slabGapMessage(belowPaise: number, abovePaise: number, on: Date): string {
  const rateOf = (withGstPaise: number) => {
    const split = priceBeforeGst(withGstPaise, on);
    return "pricePaise" in split ? `${gstRateFor(split.pricePaise, on) / 100}%` : "";
  };
  const [from, to] = [rateOf(belowPaise), rateOf(abovePaise)];
  return (
    `No price with GST from ${formatINR(belowPaise + 1)} to ${formatINR(abovePaise - 1)} is possible: ` +
    `GST goes from ${from} to ${to} there. Type ${formatINR(belowPaise)} or less, or ${formatINR(abovePaise)} or more.`
  );
}

function storedPrice(beforeGst: number | undefined, withGst: number | undefined, on: Date): StoredPrice {
  if (withGst === undefined) return { pricePaise: rupeesToPaise(beforeGst!), withGstPaise: null };
  const withGstPaise = rupeesToPaise(withGst);
  const split = priceBeforeGst(withGstPaise, on);
  if ("belowPaise" in split) {
    const message = slabGapMessage(split.belowPaise, split.abovePaise, on);
    throw new AppError("validation", message, { sizes: message });
  }
  return { pricePaise: split.pricePaise, withGstPaise };
}

/** The size rows to store, priced on `on`; refuses a typed price between slabs and a cut price below the price. */
export function sizeRows(rows: readonly VariantSizeRow[], on: Date) {
  return rows.map((row, position) => {
    const price = storedPrice(row.price, row.priceWithGst, on);
    const cut = storedPrice(row.discount, row.cutPriceWithGst, on);
    if (cut.pricePaise < price.pricePaise) throw new AppError("validation", CUT_PRICE_MESSAGE, { sizes: CUT_PRICE_MESSAGE });
    return {
      size: row.size,
      position,
      pricePaise: price.pricePaise,
      priceWithGstPaise: price.withGstPaise,
      cutPricePaise: cut.pricePaise,
      cutPriceWithGstPaise: cut.withGstPaise,
      stock: row.stock,
    };
  });
}
