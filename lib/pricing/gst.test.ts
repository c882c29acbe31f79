import { describe, it, expect } from "vitest";
import {
  GST_SCHEDULES,
  gstFor,
  gstRateFor,
  gstScheduleFor,
  nextGstChange,
  priceRangeBeforeGst,
  priceWithGst,
  type GstSchedule,
} from "./gst";
import { lineTotal } from "./cart-totals";

const ON = new Date("2024-06-01T12:00:00+05:30");

describe("gstRateFor (default schedule)", () => {
  it("charges 5% below ₹1,000 and 12% from ₹1,000", () => {
    expect(gstRateFor(0, ON)).toBe(500);
    expect(gstRateFor(39_900, ON)).toBe(500); // ₹399
    expect(gstRateFor(99_999, ON)).toBe(500); // ₹999.99
    expect(gstRateFor(100_000, ON)).toBe(1200); // ₹1,000
    expect(gstRateFor(799_900, ON)).toBe(1200); // ₹7,999
  });

  it("applies the rates in force from 22 September 2025: 5% up to ₹2,500, 18% above", () => {
    const after = new Date("2026-11-22T12:00:00+05:30");
    expect(gstRateFor(99_999, after)).toBe(500);
    expect(gstRateFor(100_000, after)).toBe(500); // ₹1,000
    expect(gstRateFor(250_000, after)).toBe(500); // ₹2,500
    expect(gstRateFor(250_001, after)).toBe(1800); // ₹2,500.01
    expect(gstFor(799_900, after)).toBe(143_982); // 18% of ₹7,999
    expect(gstRateFor(100_000, new Date("2025-09-21T23:59:00+05:30"))).toBe(1200);
    expect(gstRateFor(100_000, new Date("2025-09-22T00:00:00+05:30"))).toBe(500);
  });

  it("defaults the date to now", () => {
    expect(gstRateFor(100_000)).toBe(gstRateFor(100_000, new Date()));
  });

  it("throws for dates before the first schedule, using the IST calendar day", () => {
    expect(() => gstRateFor(100_000, new Date("2017-06-30T12:00:00Z"))).toThrow(/No GST schedule in force.*2017-07-01/);
    // 2017-06-30T18:29Z is 23:59 IST on 30 June; 18:30Z is 00:00 IST on 1 July.
    expect(() => gstRateFor(100_000, new Date("2017-06-30T18:29:59Z"))).toThrow(RangeError);
    expect(gstRateFor(100_000, new Date("2017-06-30T18:30:00Z"))).toBe(1200);
  });

  it("rejects invalid prices and dates", () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1]) {
      expect(() => gstRateFor(bad, ON)).toThrow(RangeError);
    }
    expect(() => gstRateFor(100, new Date("not a date"))).toThrow(/valid Date/);
  });
});

describe("gstFor", () => {
  it("computes boundary amounts", () => {
    expect(gstFor(99_999, ON)).toBe(5000); // 4999.95 paise rounds up
    expect(gstFor(100_000, ON)).toBe(12_000);
    expect(gstFor(39_900, ON)).toBe(1995); // ₹399 × 5% = ₹19.95
    expect(gstFor(799_900, ON)).toBe(95_988); // ₹7,999 × 12% = ₹959.88
  });

  it("rounds to whole paise, half up", () => {
    expect(gstFor(12_345, ON)).toBe(617); // ₹123.45 × 5% = ₹6.1725 → ₹6.17
    expect(gstFor(123_456, ON)).toBe(14_815); // ₹1,234.56 × 12% = ₹148.1472 → ₹148.15
    expect(gstFor(10, ON)).toBe(1); // 0.5 paise → 1
    expect(gstFor(9, ON)).toBe(0); // 0.45 paise → 0
    expect(gstFor(0, ON)).toBe(0);
  });

  it("stays exact for prices where price × rate would exceed MAX_SAFE_INTEGER", () => {
    // 9007199254740991 × 0.12 = 1080863910568918.92 → ...919
    expect(gstFor(Number.MAX_SAFE_INTEGER, ON)).toBe(1_080_863_910_568_919);
  });
});

describe("dated schedules: a change in the law is a data change", () => {
  const withChange: readonly GstSchedule[] = [
    {
      validFrom: "2017-07-01",
      slabs: [
        { minPricePaise: 0, rateBasisPoints: 500 },
        { minPricePaise: 100_000, rateBasisPoints: 1200 },
      ],
    },
    {
      validFrom: "2030-04-01",
      slabs: [
        { minPricePaise: 0, rateBasisPoints: 500 },
        { minPricePaise: 250_001, rateBasisPoints: 1800 },
      ],
    },
  ];

  it("uses the old schedule before the change and the new one from its first IST day", () => {
    expect(gstRateFor(200_000, new Date("2030-03-31T23:59:00+05:30"), withChange)).toBe(1200);
    expect(gstRateFor(200_000, new Date("2030-04-01T00:00:00+05:30"), withChange)).toBe(500);
    expect(gstRateFor(250_000, new Date("2030-04-01T00:00:00+05:30"), withChange)).toBe(500);
    expect(gstRateFor(250_001, new Date("2030-04-01T00:00:00+05:30"), withChange)).toBe(1800);
    expect(gstFor(300_000, new Date("2031-01-01"), withChange)).toBe(54_000);
  });

  it("does not depend on the order of the entries", () => {
    const reversed = [...withChange].reverse();
    expect(gstScheduleFor(new Date("2030-05-01"), reversed).validFrom).toBe("2030-04-01");
    expect(gstScheduleFor(new Date("2029-05-01"), reversed).validFrom).toBe("2017-07-01");
  });

  it("rejects malformed schedules", () => {
    const slabs = [{ minPricePaise: 0, rateBasisPoints: 500 }];
    const cases: [readonly GstSchedule[], RegExp][] = [
      [[], /No GST schedules/],
      [[{ validFrom: "2020-02-30", slabs }], /real date/],
      [[{ validFrom: "1/7/2017", slabs }], /YYYY-MM-DD/],
      [[{ validFrom: "2020-01-01", slabs: [] }], /no slabs/],
      [[{ validFrom: "2020-01-01", slabs: [{ minPricePaise: 100, rateBasisPoints: 500 }] }], /start at minPricePaise 0/],
      [[{ validFrom: "2020-01-01", slabs: [{ minPricePaise: 0, rateBasisPoints: 12.5 }] }], /rateBasisPoints/],
      [[{ validFrom: "2020-01-01", slabs: [...slabs, { minPricePaise: 0, rateBasisPoints: 1200 }] }], /ascending/],
      [
        [
          { validFrom: "2020-01-01", slabs },
          { validFrom: "2020-01-01", slabs },
        ],
        /more than one entry/,
      ],
    ];
    for (const [schedules, message] of cases) {
      expect(() => gstRateFor(100, new Date("2024-01-01"), schedules)).toThrow(message);
    }
  });

  it("freezes the built-in data", () => {
    expect(Object.isFrozen(GST_SCHEDULES)).toBe(true);
    expect(Object.isFrozen(GST_SCHEDULES[0]?.slabs[1])).toBe(true);
  });
});

function range(from: number, to: number, step: number): number[] {
  return Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);
}

describe("priceWithGst", () => {
  const now = new Date("2026-11-25T12:00:00+05:30");

  it("is the price plus its GST, at the rate and rounding of the date", () => {
    expect(priceWithGst(109_900, now)).toBe(115_395); // ₹1,099 + 5% = ₹1,153.95
    expect(priceWithGst(109_900, ON)).toBe(123_088); // ₹1,099 + 12% (₹131.88), the spec's schedule
    expect(priceWithGst(250_000, now)).toBe(262_500); // ₹2,500 at 5%
    expect(priceWithGst(250_001, now)).toBe(295_001); // ₹2,500.01 at 18% (₹450.0018 → ₹450)
    expect(priceWithGst(12_345, now)).toBe(12_345 + 617); // 617.25 paise of GST → 617
    expect(priceWithGst(0, now)).toBe(0);
  });

  it("equals the cart's line total for one piece, on every schedule", () => {
    const differ: number[] = [];
    for (const on of [ON, now]) {
      for (let price = 0; price <= 400_000; price += 7) {
        if (priceWithGst(price, on) !== lineTotal({ pricePaise: price, cutPricePaise: 0, quantity: 1 }, on)) differ.push(price);
      }
    }
    expect(differ).toEqual([]);
  });

  it("never falls as the price rises, so a range's lowest price is its lowest price with GST", () => {
    const falls: number[] = [];
    for (const on of [ON, now]) {
      // Every paisa around each slab's edge (₹1,000 and ₹2,500), then in steps.
      const prices = [...range(98_000, 102_000, 1), ...range(248_000, 252_000, 1), ...range(0, 1_000_000, 101)];
      for (const price of prices) {
        if (priceWithGst(price + 1, on) <= priceWithGst(price, on)) falls.push(price);
      }
    }
    expect(falls).toEqual([]);
  });

  it("defaults the date to now and rejects bad prices", () => {
    expect(priceWithGst(109_900)).toBe(priceWithGst(109_900, new Date()));
    expect(() => priceWithGst(-1, now)).toThrow(RangeError);
    expect(() => priceWithGst(1.5, now)).toThrow(RangeError);
  });
});

describe("priceRangeBeforeGst", () => {
  const now = new Date("2026-11-25T12:00:00+05:30");

  it("gives the prices whose price with GST is within the range, at its edges", () => {
    // ₹0 – ₹500 with GST: up to ₹476.19 (₹499.9995 → ₹500.00); ₹476.20 is ₹500.01.
    expect(priceRangeBeforeGst(0, 50_000, now)).toEqual({ minPaise: 0, maxPaise: 47_619 });
    expect(priceWithGst(47_619, now)).toBe(50_000);
    expect(priceWithGst(47_620, now)).toBe(50_001);
    // ₹500 – ₹1,000: ₹499 (₹523.95 on its card) is in it, ₹1,000 (₹1,050) is not.
    expect(priceRangeBeforeGst(50_000, 100_000, now)).toEqual({ minPaise: 47_619, maxPaise: 95_238 });
    expect(priceWithGst(49_900, now)).toBe(52_395);
    expect(priceWithGst(95_238, now)).toBe(100_000);
    expect(priceWithGst(95_239, now)).toBe(100_001);
    expect(priceWithGst(47_618, now)).toBe(49_999);
  });

  it("is exact on every paisa around the edges, on both schedules", () => {
    const wrong: string[] = [];
    for (const on of [ON, now]) {
      for (const [min, max] of [
        [50_000, 100_000],
        [100_000, 200_000],
        [200_000, 400_000],
        [262_500, 295_001],
      ] as const) {
        const found = priceRangeBeforeGst(min, max, on)!;
        // Every paisa on either side of both ends found (the price with GST never falls, so the rest follows).
        for (const price of [
          ...range(found.minPaise - 300, found.minPaise + 300, 1),
          ...range(found.maxPaise - 300, found.maxPaise + 300, 1),
        ]) {
          const within = priceWithGst(price, on) >= min && priceWithGst(price, on) <= max;
          if (within !== (price >= found.minPaise && price <= found.maxPaise)) wrong.push(`${on.toISOString()} ${min}-${max}: ${price}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("crosses the 18% slab: ₹2,600 – ₹2,900 with GST holds ₹2,476.19 – ₹2,500, nothing above", () => {
    // ₹2,476.19 + 5% is ₹2,599.9995, which rounds to ₹2,600.00.
    expect(priceRangeBeforeGst(260_000, 290_000, now)).toEqual({ minPaise: 247_619, maxPaise: 250_000 });
  });

  it("is null when no price has its price with GST in the range", () => {
    // ₹2,500 is ₹2,625 with GST, ₹2,500.01 is ₹2,950.01: nothing in between.
    expect(priceRangeBeforeGst(270_000, 280_000, now)).toBeNull();
    expect(priceRangeBeforeGst(100_000, 50_000, now)).toBeNull();
  });

  it("reaches the top of the filter's range and refuses bad bounds", () => {
    // ₹8,47,457.63 + 18% is ₹9,99,999.9834, which rounds to ₹10,00,000.00.
    expect(priceRangeBeforeGst(0, 100_000_000, now)!.maxPaise).toBe(84_745_763);
    expect(() => priceRangeBeforeGst(-1, 50_000, now)).toThrow(RangeError);
    expect(() => priceRangeBeforeGst(0, 1.5, now)).toThrow(RangeError);
  });
});

describe("nextGstChange", () => {
  it("is 00:00 IST of the next schedule's first day, or null when none is set", () => {
    expect(nextGstChange(ON)?.toISOString()).toBe("2025-09-21T18:30:00.000Z");
    expect(nextGstChange(new Date("2025-09-21T18:29:59Z"))?.toISOString()).toBe("2025-09-21T18:30:00.000Z");
    expect(nextGstChange(new Date("2025-09-21T18:30:00Z"))).toBeNull();
    expect(nextGstChange(new Date("2026-11-25T12:00:00Z"))).toBeNull();
  });

  it("takes the earliest of several later schedules, in any order", () => {
    const slabs = [{ minPricePaise: 0, rateBasisPoints: 500 }];
    const schedules = [
      { validFrom: "2030-04-01", slabs },
      { validFrom: "2017-07-01", slabs },
      { validFrom: "2028-01-01", slabs },
    ];
    expect(nextGstChange(new Date("2026-01-01T00:00:00Z"), schedules)?.toISOString()).toBe("2027-12-31T18:30:00.000Z");
  });
});
