import { describe, expect, it } from "vitest";
import { codeBatchSchema, inputOf, PROMOTION_MESSAGES, promotionInputSchema } from "./schemas";
import type { PromotionRow } from "../model";
import { datesText, statusOf } from "./view";

// The owner's input as the Promotion row keeps it: India's days as instants, rupees as paise, and back.

const parse = (input: Record<string, unknown>) => promotionInputSchema.safeParse({ title: "Sale", type: "PERCENT", value: 10, ...input });

describe("promotionInputSchema", () => {
  it("takes a start day at 00:00 IST and an end day to its end (the next midnight in India)", () => {
    const parsed = parse({ startsAt: "2026-12-01", endsAt: "2026-12-01" });
    expect(parsed.data).toMatchObject({ startsAt: new Date("2026-11-30T18:30:00Z"), endsAt: new Date("2026-12-01T18:30:00Z") });
  });

  it("takes instants with their zone as they are, and refuses an end at or before the start", () => {
    expect(parse({ startsAt: "2026-12-01T10:00:00+05:30" }).data?.startsAt).toEqual(new Date("2026-12-01T04:30:00Z"));
    const same = parse({ startsAt: "2026-12-01T10:00:00+05:30", endsAt: "2026-12-01T04:30:00Z" });
    expect(same.error?.issues.map((issue) => issue.message)).toEqual([PROMOTION_MESSAGES.order]);
    expect(parse({ startsAt: "2026-12-01T10:00:00" }).error?.issues[0]?.message).toBe(PROMOTION_MESSAGES.startsAt);
  });

  it("keeps percentages in basis points and rupees in paise, to the paisa", () => {
    expect(parse({ value: "12.5", minCart: "999.99" }).data).toMatchObject({ percentBp: 1250, amountPaise: 0, minCartPaise: 99_999 });
    expect(parse({ type: "FIXED", value: 19.99, budget: 1.1 }).data).toMatchObject({ amountPaise: 1999, percentBp: 0, budgetPaise: 110 });
    expect(parse({ value: 12.345 }).error?.issues[0]?.message).toBe(PROMOTION_MESSAGES.percent);
    // z.coerce read a tick as 1 (1% off) and a list as its number.
    for (const value of [true, [10], "1e1", "ten"]) {
      expect(parse({ value }).error?.issues[0]?.message, String(value)).toBe("Give the value: a percentage or an amount in rupees");
    }
    expect(parse({ minCart: "" }).data?.minCartPaise).toBe(0);
    for (const minCart of [true, [500], "5e2", "999.999"]) {
      expect(parse({ minCart }).error?.issues[0]?.message, String(minCart)).toBe(PROMOTION_MESSAGES.minCart);
    }
  });

  it("makes buy X get Y free unless told, and drops buy/get from the other kinds", () => {
    expect(parse({ type: "BUY_X_GET_Y", value: "", buy: 2, get: 1 }).data).toMatchObject({
      percentBp: 10_000,
      buyQuantity: 2,
      getQuantity: 1,
    });
    expect(parse({ buy: 2, get: 1, maxRepeats: 3 }).data).toMatchObject({ buyQuantity: 0, getQuantity: 0, maxRepeats: null });
  });

  it("takes limits as whole numbers or their digits, an empty one as none, and no tick or list as a number", () => {
    expect(parse({ usageLimit: " 50 ", perCustomerLimit: 2 }).data).toMatchObject({ usageLimit: 50, perCustomerLimit: 2 });
    expect(parse({ usageLimit: "", perCustomerLimit: null }).data).toMatchObject({ usageLimit: null, perCustomerLimit: null });
    for (const usageLimit of [true, [5], "5 uses", 2.5, 0]) {
      expect(parse({ usageLimit }).error?.issues[0]?.message, String(usageLimit)).toBe(PROMOTION_MESSAGES.usageLimit);
    }
  });

  it("makes a batch of a whole number of codes, 1 to 1,000, and no tick or list as a number", () => {
    const batch = (count: unknown) => codeBatchSchema.safeParse({ prefix: "diwali", count, title: "Sale", type: "PERCENT", value: 10 });
    expect(batch("25").data).toMatchObject({ prefix: "DIWALI", count: 25 });
    for (const count of [true, [5], "", "2.5", 0, 1001]) {
      expect(batch(count).error?.issues[0]?.message, String(count)).toBe(PROMOTION_MESSAGES.count);
    }
  });

  it("upper-cases a code and makes an empty one automatic", () => {
    expect(parse({ code: " diwali_10 " }).data?.code).toBe("DIWALI_10");
    expect(parse({ code: "" }).data?.code).toBeNull();
    expect(parse({ code: "DIWALI 10" }).error?.issues[0]?.message).toBe(PROMOTION_MESSAGES.code);
  });

  it("gives back the same promotion from inputOf (an update that changes nothing)", () => {
    const data = parse({
      code: "X-1",
      type: "BUY_X_GET_Y",
      value: 50,
      buy: 3,
      get: 1,
      maxRepeats: 2,
      startsAt: "2026-12-01",
      budget: 10,
    }).data!;
    expect(promotionInputSchema.parse(inputOf(data))).toEqual(data);
  });
});

describe("statusOf and datesText", () => {
  const row = (fields: Partial<PromotionRow>) =>
    ({
      archivedAt: null,
      startsAt: null,
      endsAt: null,
      usageLimit: null,
      usedCount: 0,
      budgetPaise: null,
      givenPaise: 0,
      ...fields,
    }) as PromotionRow;
  const now = new Date("2026-12-02T06:00:00Z");

  it("reads archived, ended, used up, scheduled and live at an instant", () => {
    expect(statusOf(row({ archivedAt: now }), now)).toBe("archived");
    expect(statusOf(row({ endsAt: now }), now)).toBe("ended");
    expect(statusOf(row({ budgetPaise: 100, givenPaise: 100 }), now)).toBe("used_up");
    expect(statusOf(row({ startsAt: new Date(now.getTime() + 1) }), now)).toBe("scheduled");
    expect(statusOf(row({ startsAt: now, usageLimit: 2, usedCount: 1 }), now)).toBe("live");
  });

  it("names the days in India, an end by its last day", () => {
    expect(datesText(row({ startsAt: new Date("2026-11-30T18:30:00Z"), endsAt: new Date("2026-12-03T18:30:00Z") }))).toBe(
      "1 Dec 2026 – 3 Dec 2026",
    );
    expect(datesText(row({}))).toBe("Always");
  });
});
