import { describe, expect, it } from "vitest";
import { CATEGORIES } from "@/prisma/seed/catalog-data";
import { categorySizeChart } from "@/prisma/seed/size-charts";
import { formatSizeChart, parseSizeChart, productSizeChart, sizeChartSchema } from "./size-chart";
import { bustFitted, toCm, toInches } from "./size-chart-view";

describe("size charts", () => {
  it("the compact CSV form reads back as the chart it was written from, a note with ; and : included", () => {
    const chart = sizeChartSchema.parse({
      fit: "flared",
      note: "Laid flat; doubled: chest, waist.",
      rows: [
        { size: "M", cm: { chest: 96.5, bottomLength: 96 } },
        { size: "S", cm: { chest: 91, bottomLength: 95.5 } },
      ],
    });
    const cell = formatSizeChart(chart);
    expect(cell).toBe("fit=flared; S: chest 91, bottomLength 95.5; M: chest 96.5, bottomLength 96; note=Laid flat; doubled: chest, waist.");
    expect(parseSizeChart(cell)).toEqual({ chart });
    expect(parseSizeChart("  ")).toEqual({ chart: null });
    expect(parseSizeChart("fit=regular; M: chest")).toHaveProperty("error");
  });

  it("every demo category's chart is a valid chart of the shop's six sizes", () => {
    for (const def of CATEGORIES) {
      const chart = categorySizeChart(def);
      expect(sizeChartSchema.safeParse(chart).success, def.name).toBe(true);
      expect(chart.rows.map((row) => row.size)).toEqual(["XS", "S", "M", "L", "XL", "XXL"]);
    }
  });

  it("a product shows its own chart, else its category's, with only the sizes it sells", () => {
    const category = {
      fit: "regular",
      note: "",
      rows: [
        { size: "S", cm: { chest: 91 } },
        { size: "M", cm: { chest: 96 } },
      ],
    };
    const own = { fit: "slim", note: "", rows: [{ size: "M", cm: { chest: 94 } }] };
    expect(productSizeChart(null, category, ["M", "L"])).toEqual({ ...category, rows: [category.rows[1]], source: "category" });
    expect(productSizeChart(own, category, ["M"])).toEqual({ ...own, source: "product" });
    expect(productSizeChart(null, category, ["XXL"])).toBeNull();
    expect(productSizeChart({ fit: "baggy" }, null, ["M"])).toBeNull();
  });

  it("inches are to the nearest half inch", () => {
    expect([toInches(96.5), toInches(91), toInches(112)]).toEqual([38, 36, 44]);
  });

  it("inches typed by the owner are stored to the nearest half centimetre", () => {
    expect([toCm(38), toCm(36), toCm(44.5)]).toEqual([96.5, 91.5, 113]);
  });

  it("a garment's chest fits a bust 5 to 8 cm smaller (the ease a kurta is cut with)", () => {
    expect(bustFitted(96)).toEqual({ from: 88, to: 91 });
    expect(bustFitted(101.5)).toEqual({ from: 93.5, to: 96.5 });
  });
});
