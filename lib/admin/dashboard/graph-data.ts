import { paiseToRupees } from "@/lib/pricing";
import type { DashboardFigures } from "./dashboard";

/** getGraphData's answer: the dashboard's figures under the spec's three keys, money in rupees. */
export function graphData(figures: DashboardFigures) {
  return {
    products: {
      total: figures.totals.products,
      perCategory: figures.productsPerCategory,
      sizes: figures.sizes,
      bestSellers: figures.bestSellers.map(({ revenuePaise, ...seller }) => ({ ...seller, revenue: paiseToRupees(revenuePaise) })),
      lowStock: figures.lowStock,
    },
    orders: {
      total: figures.totals.orders,
      salesAmount: paiseToRupees(figures.totals.salesPaise),
      /** Our addition: orders placed and sales today and this week (from Monday), days in India. */
      today: { total: figures.recent.today.orders, salesAmount: paiseToRupees(figures.recent.today.salesPaise) },
      thisWeek: { total: figures.recent.week.orders, salesAmount: paiseToRupees(figures.recent.week.salesPaise) },
      monthlySales: figures.monthlySales.map(({ year, monthsPaise }) => ({ year, months: monthsPaise.map(paiseToRupees) })),
      byStatus: figures.ordersByStatus.map(({ label, count }) => ({ status: label, count })),
      payment: figures.payment,
      returnRates: figures.returnRates,
      returnsBySize: figures.returnsBySize,
      returnsByColour: figures.returnsByColour,
    },
    users: figures.totals.users,
  };
}
