import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { liveWhere, notEndedWhere, windowAt } from "@/lib/promotions/model";

// One liveness rule (lib/promotions/model.ts): the database's twins of windowAt pick exactly the
// promotions it calls live, or not ended, at every instant around a promotion's start and end.

const AT = new Date("2026-12-01T18:30:00.000Z");
const ms = (offset: number) => new Date(AT.getTime() + offset);
const EDGES = [null, ms(-1), AT, ms(1)];

describe("whether a promotion is live", () => {
  it("the SQL twins agree with windowAt at, just before and just after each start and end", async () => {
    const db = getDb();
    const dates = EDGES.flatMap((startsAt) => EDGES.map((endsAt) => ({ startsAt, endsAt })));
    const rows = await Promise.all(
      dates.map((when, i) => db.promotion.create({ data: { title: `Window ${i}`, type: "PERCENT", percentBp: 1000, ...when } })),
    );
    const ids = rows.map((row) => row.id);
    const picked = async (where: object) =>
      (await db.promotion.findMany({ where: { id: { in: ids }, ...where }, select: { id: true } })).map((row) => row.id).sort();
    const expected = (keep: (window: ReturnType<typeof windowAt>) => boolean) =>
      rows
        .filter((row) => keep(windowAt(row, AT)))
        .map((row) => row.id)
        .sort();

    expect(await picked(liveWhere(AT))).toEqual(expected((window) => window === "live"));
    expect(await picked(notEndedWhere(AT))).toEqual(expected((window) => window !== "ended"));
    // Each answer occurs: the comparison is not between two empty lists.
    expect(new Set(rows.map((row) => windowAt(row, AT)))).toEqual(new Set(["scheduled", "live", "ended"]));
  });
});
