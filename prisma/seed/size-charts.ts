import { SIZE_ORDER } from "../../lib/catalog/sizes";
import type { Fit, SizeChart } from "../../lib/catalog/fit/size-chart-view";
import type { CategoryDef } from "./catalog-data";

// The demo categories' size charts: garment measurements (cm) per size, from a chest that grows about 5 cm a size, as
// Indian kurta brands print them. The fit follows the category; the length its silhouette's.

const CHEST = [86, 91, 96.5, 101.5, 106.5, 112];
const SHOULDER = [33.5, 35, 36.5, 38, 39.5, 41];
/** The kurta's length at size M by silhouette; each size adds about 1 cm. */
const LENGTH_M = { straight: 117, anarkali: 132, kurti: 76, set: 107 } as const;

function fitOf(def: CategoryDef): Fit {
  if (def.silhouette === "anarkali") return "flared";
  if (def.slug.startsWith("linen")) return "relaxed";
  if (def.slug.startsWith("silk")) return "slim";
  return "regular";
}

export function categorySizeChart(def: CategoryDef): SizeChart {
  const fit = fitOf(def);
  const ease = fit === "relaxed" ? 4 : fit === "slim" ? -2 : 0;
  return {
    fit,
    note: "These are the kurta's own measurements, laid flat, not the body's; Fits bust is the bust each size is cut for.",
    rows: SIZE_ORDER.map((size, index) => {
      const chest = CHEST[index]! + ease;
      const cm = {
        chest,
        waist: chest - 8,
        ...(def.silhouette === "anarkali" ? {} : { hip: chest + 6 }),
        shoulder: SHOULDER[index]!,
        length: LENGTH_M[def.silhouette] + index - 2,
        sleeve: def.silhouette === "kurti" ? 40 : 43 + index * 0.5,
        ...(def.silhouette === "set" ? { bottomWaist: 66 + index * 5, bottomLength: 96 + index * 0.5 } : {}),
      };
      return { size, cm };
    }),
  };
}
