import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ShipmentLine } from "./shipment-line";

// A return's page in the back office (issue 49 point 12): its parcel is a pickup, not a shipment, and a courier is named
// only when the shipping provider gave one.
const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/\s+/g, " ");

describe("the parcel line of an order's page", () => {
  it("says a return's parcel is a pickup with its courier", () => {
    expect(text(renderToStaticMarkup(<ShipmentLine isReturn courier="Twin Express" awb="TW000000000123" />))).toBe(
      "Pickup with Twin Express, AWB TW000000000123",
    );
  });

  it("says an order's parcel is shipped with its courier", () => {
    expect(text(renderToStaticMarkup(<ShipmentLine isReturn={false} courier="Twin Express" awb="TW000000000124" />))).toBe(
      "Shipped with Twin Express, AWB TW000000000124",
    );
  });

  it("names no courier when it has none", () => {
    expect(text(renderToStaticMarkup(<ShipmentLine isReturn courier={null} awb="TW000000000125" />))).toBe("Pickup, AWB TW000000000125");
  });
});
