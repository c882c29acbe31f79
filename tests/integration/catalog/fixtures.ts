import { makeCategory, makeProduct } from "./support";

// Five hand-made kurtas in a category of their own, so filters and sorts have exact answers.
//
//          price (₹)     best discount  stock          COD  region     created     viewed  purchased  rating
//  alpha   499           16%            M only         yes  Lucknow    2026-01-01  10      5          4.5
//  beta    1,499–1,599   25%            M (maroon)     no   Kutch      2026-02-01  50      1          3.0
//  gamma   1,000         0%             sold out       yes  Jaipur     2026-03-01  5       20         5.0
//  delta   7,000         30%            all sizes      yes  Varanasi   2026-04-01  30      20         4.5
//  eps     399           0%             all sizes      no   (none)     2026-05-01  0       0          0
export async function makeTestKurtas() {
  const category = await makeCategory("Test Kurtas");
  const alpha = await makeProduct({
    name: "Alpha Chikankari Cotton Kurta",
    categoryId: category.id,
    cashOnDelivery: true,
    originRegion: "Lucknow",
    createdAt: new Date("2026-01-01T10:00:00Z"),
    viewed: 10,
    purchased: 5,
    ratingAverage: 4.5,
    ratingCount: 2,
    variants: [
      {
        colorName: "Indigo",
        colorCode: "#2e3a87",
        sizes: [
          { size: "S", pricePaise: 49_900, cutPricePaise: 59_900, stock: 0 },
          { size: "M", pricePaise: 49_900, cutPricePaise: 59_900, stock: 3 },
        ],
      },
    ],
  });
  const beta = await makeProduct({
    name: "Beta Bandhani Silk Kurta",
    categoryId: category.id,
    cashOnDelivery: false,
    originRegion: "Kutch",
    createdAt: new Date("2026-02-01T10:00:00Z"),
    viewed: 50,
    purchased: 1,
    ratingAverage: 3,
    ratingCount: 1,
    variants: [
      {
        colorName: "Maroon",
        colorCode: "#800000",
        images: ["/uploads/test/beta-maroon-front.webp", "/uploads/test/beta-maroon-back.webp", "/uploads/test/beta-maroon-detail.webp"],
        sizes: [
          { size: "M", pricePaise: 149_900, cutPricePaise: 199_900, stock: 5 },
          { size: "L", pricePaise: 159_900, cutPricePaise: 199_900, stock: 0 },
        ],
      },
      {
        colorName: "Teal",
        colorCode: "#008080",
        images: ["/uploads/test/beta-teal-front.webp"],
        sizes: [{ size: "M", pricePaise: 149_900, cutPricePaise: 199_900, stock: 0 }],
      },
    ],
  });
  const gamma = await makeProduct({
    name: "Gamma Block-Print Linen Kurta",
    categoryId: category.id,
    cashOnDelivery: true,
    originRegion: "Jaipur",
    createdAt: new Date("2026-03-01T10:00:00Z"),
    viewed: 5,
    purchased: 20,
    ratingAverage: 5,
    ratingCount: 1,
    variants: [
      {
        colorName: "Beige",
        colorCode: "#d8c3a5",
        sizes: [
          { size: "M", pricePaise: 100_000, cutPricePaise: 100_000, stock: 0 },
          { size: "L", pricePaise: 100_000, cutPricePaise: 100_000, stock: 0 },
        ],
      },
    ],
  });
  const delta = await makeProduct({
    name: "Delta Zari Festive Kurta",
    categoryId: category.id,
    cashOnDelivery: true,
    originRegion: "Varanasi",
    createdAt: new Date("2026-04-01T10:00:00Z"),
    viewed: 30,
    purchased: 20,
    ratingAverage: 4.5,
    ratingCount: 4,
    variants: [
      {
        colorName: "Black",
        colorCode: "#1f1f1f",
        sizes: [
          { size: "L", pricePaise: 700_000, cutPricePaise: 1_000_000, stock: 2 },
          { size: "XL", pricePaise: 700_000, cutPricePaise: 1_000_000, stock: 1 },
        ],
      },
    ],
  });
  const eps = await makeProduct({
    name: "Epsilon Plain Kurta",
    categoryId: category.id,
    cashOnDelivery: false,
    createdAt: new Date("2026-05-01T10:00:00Z"),
    variants: [
      {
        colorName: "Indigo Blue",
        colorCode: "#2E3A87",
        sizes: [
          { size: "S", pricePaise: 39_900, cutPricePaise: 39_900, stock: 10 },
          { size: "M", pricePaise: 39_900, cutPricePaise: 39_900, stock: 10 },
        ],
      },
    ],
  });
  return { category, alpha, beta, gamma, delta, eps };
}

export type TestKurtas = Awaited<ReturnType<typeof makeTestKurtas>>;
