import { Prisma } from "@/lib/generated/prisma/client";
import type { Sales } from "@/lib/promotions/sale-prices";

// The starting price a card shows under the sales in force (decision 086), as SQL on "Product" p, so sorting by price
// and the price filter compare what the shopper pays: the engine's rules for one piece of a product (its category or
// the product targeted; a sale on some sizes only shows on the product page), without a query per product.
//   a percentage off:  x − round(x × bp / 10000) = ceil((x × (10000 − bp) − 5000) / 10000), so each step names x once
//   those that combine stack in the engine's order; each that stands alone is a choice; the lowest price wins.

const PRICE = Prisma.sql`p."minPricePaise"`;
const BP = Prisma.raw("10000");

/** The column when no sale is in force (its index serves the sort and the filter), else the sale price. */
export function salePriceSql(sales: Sales | undefined): Prisma.Sql {
  // In the engine's order: the older first.
  const rules = [...(sales?.rules ?? [])].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  if (rules.length === 0) return PRICE;
  // A sale on sizes only is left out: a card does not know which size is its cheapest.
  const applies = (rule: Sales["rules"][number]): Prisma.Sql =>
    rule.categoryIds.length + rule.productIds.length + rule.sizeIds.length === 0
      ? Prisma.sql`TRUE`
      : Prisma.sql`(p."categoryId" = ANY (${rule.categoryIds}::text[]) OR p.id = ANY (${rule.productIds}::text[]))`;
  const off = (price: Prisma.Sql, rule: Sales["rules"][number], when: Prisma.Sql): Prisma.Sql => {
    const on = Prisma.sql`(CASE WHEN ${when} THEN 1 ELSE 0 END)`;
    return Prisma.sql`CEIL((${price} * (${BP} - ${rule.percentBp}::bigint * ${on}) - 5000 * ${on})::numeric / ${BP})::bigint`;
  };
  let stacked = Prisma.sql`${PRICE}::bigint`;
  let onSale = Prisma.sql`FALSE`;
  for (const rule of rules.filter((one) => one.combinable)) {
    const when = rule.combinesWithSales ? applies(rule) : Prisma.sql`(${applies(rule)} AND NOT ${onSale})`;
    stacked = off(stacked, rule, when);
    onSale = Prisma.sql`(${onSale} OR ${applies(rule)})`;
  }
  // Alone, one that does not combine with sale prices leaves the pieces the sales that combine lower to them.
  const alone = rules
    .filter((one) => !one.combinable)
    .map((rule) =>
      rule.combinesWithSales
        ? off(Prisma.sql`${PRICE}::bigint`, rule, applies(rule))
        : off(stacked, rule, Prisma.sql`(${applies(rule)} AND NOT ${onSale})`),
    );
  return alone.length === 0 ? stacked : Prisma.sql`LEAST(${Prisma.join([stacked, ...alone], ", ")})`;
}
