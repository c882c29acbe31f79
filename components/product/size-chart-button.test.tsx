import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SizeChartButton } from "./size-chart-button";

// The size chart as a shopper first sees it (issue 49): in inches, with the bust each size fits, a size button per row
// when the page can pick sizes, the size chosen marked.
const chart = {
  fit: "regular" as const,
  note: "",
  source: "category" as const,
  rows: [
    { size: "S", cm: { chest: 91, length: 111 } },
    { size: "M", cm: { chest: 96, length: 112 } },
  ],
};
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("the size chart", () => {
  it("opens in inches, with the bust each size fits (the chest less 5 to 8 cm) before the garment's measurements", () => {
    const html = renderToStaticMarkup(<SizeChartButton chart={chart} productName="Indigo kurta" />);
    expect(html).toContain('aria-label="Measurements in inches"');
    // M: chest 96 cm is 38 in; it fits a bust of 88 to 91 cm, 34.5 to 36 in.
    expect(text(html)).toContain("Size Fits bust Chest Kurta length");
    expect(text(html)).toContain("M 34.5–36 38 44");
    expect(html).not.toContain("Choose size");
  });

  it("gives each row a button that picks its size, the chosen one pressed", () => {
    const html = renderToStaticMarkup(<SizeChartButton chart={chart} productName="Indigo kurta" chosen="m" onPick={() => {}} />);
    expect(html).toMatch(/<button[^>]*aria-pressed="false"[^>]*aria-label="Choose size S"/);
    expect(html).toMatch(/<button[^>]*aria-pressed="true"[^>]*aria-label="Choose size M"/);
  });
});
