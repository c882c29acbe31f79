"use client";

import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { Panel } from "./page-title";
import { salesAxis } from "./sales-axis";

// The dashboard's charts (recharts). Imported only by the admin dashboard page, so the library
// ships in that route's bundle alone. The figures arrive ready: money in rupees, counts.
export type ChartData = {
  /** Rupees per month; null for months still to come. */
  monthlySales: { year: number; months: (number | null)[] }[];
  ordersByStatus: { label: string; count: number; colour: string }[];
  productsPerCategory: { category: string; count: number }[];
  sizes: { inStock: number; outOfStock: number };
  /** Shares of the pieces sold: returned for a refund (`rate`) and exchanged. */
  returnsBySize: { label: string; rate: number; exchangeRate: number }[];
};

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** This year purple, last year orange, the year before green (the spec's colours). */
const YEAR_COLOURS = ["#16a34a", "#ea580c", "#7c3aed"];
const HEIGHT = 280;
const AXIS = { fontSize: 12, fill: "#5c524b" };

const compactRupees = (value: number) =>
  `₹${new Intl.NumberFormat("en-IN", { notation: "compact", maximumFractionDigits: 1 }).format(value)}`;
const fullRupees = (value: unknown) =>
  new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 }).format(Number(value));

export function DashboardCharts({ data }: { data: ChartData }) {
  const sales = MONTHS.map((month, index) => ({
    month,
    ...Object.fromEntries(data.monthlySales.map(({ year, months }) => [String(year), months[index] ?? null])),
  }));
  const years = data.monthlySales.map(({ year }) => String(year));
  const salesScale = salesAxis(data.monthlySales.flatMap(({ months }) => months));
  const sizes = [
    { name: "In stock", value: data.sizes.inStock, colour: "#059669" },
    { name: "Out of stock", value: data.sizes.outOfStock, colour: "#dc2626" },
  ];
  const statuses = data.ordersByStatus.map(({ label, count, colour }) => ({ name: label, value: count, colour }));
  const percent = (share: number) => Math.round(share * 1000) / 10;
  const returns = data.returnsBySize.map(({ label, rate, exchangeRate }) => ({
    label,
    rate: percent(rate),
    exchangeRate: percent(exchangeRate),
  }));

  return (
    <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
      <Panel title="Monthly sales" className="xl:col-span-2">
        <figure aria-label={`Monthly sales for ${years.join(", ")}`} data-chart="sales">
          <ResponsiveContainer width="100%" height={HEIGHT}>
            <LineChart data={sales} margin={{ top: 8, right: 12, bottom: 0, left: 4 }}>
              <CartesianGrid stroke="#e7e5e4" vertical={false} />
              <XAxis dataKey="month" tick={AXIS} tickLine={false} axisLine={{ stroke: "#d6d3d1" }} />
              <YAxis
                domain={salesScale.domain}
                ticks={salesScale.ticks}
                interval={0}
                tickFormatter={compactRupees}
                tick={AXIS}
                tickLine={false}
                axisLine={false}
                width={64}
              />
              <Tooltip formatter={fullRupees} />
              <Legend />
              {years.map((year, index) => (
                <Line
                  key={year}
                  type="monotone"
                  dataKey={year}
                  name={year}
                  stroke={YEAR_COLOURS[index + YEAR_COLOURS.length - years.length]}
                  strokeWidth={2.5}
                  dot={false}
                  isAnimationActive={false}
                />
              ))}
            </LineChart>
          </ResponsiveContainer>
        </figure>
      </Panel>

      <Panel title="Orders by status">
        <PieFigure label="Orders by status" chart="status" slices={statuses} />
      </Panel>

      <Panel title="Sizes in and out of stock">
        <PieFigure label="Sizes in stock against sizes out of stock" chart="stock" slices={sizes} hole />
      </Panel>

      <Panel title="Products per category">
        <figure aria-label="Products per category" data-chart="categories">
          <ResponsiveContainer width="100%" height={HEIGHT}>
            <BarChart data={data.productsPerCategory} margin={{ top: 8, right: 8, bottom: 0, left: 24 }}>
              <CartesianGrid stroke="#e7e5e4" vertical={false} />
              <XAxis dataKey="category" tick={AXIS} tickLine={false} interval={0} angle={-30} textAnchor="end" height={80} />
              <YAxis allowDecimals={false} tick={AXIS} tickLine={false} axisLine={false} width={40} />
              <Tooltip />
              <Bar dataKey="count" name="Products" fill="#9a4f12" radius={[4, 4, 0, 0]} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </figure>
      </Panel>

      <Panel title="Returns and exchanges by size">
        <figure aria-label="Returned for a refund and exchanged, by size bought, in per cent of pieces sold" data-chart="returns">
          <ResponsiveContainer width="100%" height={HEIGHT}>
            <BarChart data={returns} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid stroke="#e7e5e4" vertical={false} />
              <XAxis dataKey="label" tick={AXIS} tickLine={false} />
              <YAxis unit="%" tick={AXIS} tickLine={false} axisLine={false} width={48} />
              <Tooltip formatter={(value) => `${String(value)}%`} />
              <Legend />
              <Bar dataKey="rate" name="Returned (refund)" fill="#ea580c" radius={[4, 4, 0, 0]} isAnimationActive={false} />
              <Bar dataKey="exchangeRate" name="Exchanged" fill="#0d9488" radius={[4, 4, 0, 0]} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </figure>
      </Panel>
    </div>
  );
}

type Slice = { name: string; value: number; colour: string };

/** A pie, or a doughnut with `hole`, with its legend. */
function PieFigure({ label, chart, slices, hole = false }: { label: string; chart: string; slices: Slice[]; hole?: boolean }) {
  return (
    <figure aria-label={label} data-chart={chart}>
      <ResponsiveContainer width="100%" height={HEIGHT}>
        <PieChart>
          <Pie data={slices} dataKey="value" nameKey="name" innerRadius={hole ? "55%" : 0} outerRadius="80%" isAnimationActive={false}>
            {slices.map((slice) => (
              <Cell key={slice.name} fill={slice.colour} />
            ))}
          </Pie>
          <Tooltip />
          <Legend />
        </PieChart>
      </ResponsiveContainer>
    </figure>
  );
}
