import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { INDIA_STATES } from "./india-locations";
import { lookupPin } from "./pin-lookup";

const lines = JSON.parse(readFileSync(path.join(import.meta.dirname, "pincodes/pincodes.json"), "utf8")) as string[];

describe("the pin code table", () => {
  it("holds one well-formed line per pin code, each in states of the shop", () => {
    const codes = new Set(INDIA_STATES.map((state) => state.code));
    expect(lines.length).toBeGreaterThan(19_000);
    expect(new Set(lines.map((line) => line.slice(0, 6))).size).toBe(lines.length);
    // One expect over the whole table (a hundred thousand expects took 5 s on a loaded machine): each line
    // that breaks a rule is named with the rule.
    const broken = lines.flatMap((line) => {
      const [pin, states, district, localities, ...rest] = line.split("|");
      const faults = [
        !/^[1-9][0-9]{5}$/.test(pin!) && "pin",
        !(states ?? "").split(",").every((code) => codes.has(code)) && "states",
        !district && "district",
        (localities ?? "").split(";").length > 6 && "localities",
        rest.length > 0 && "extra fields",
      ].filter(Boolean);
      return faults.length > 0 ? [`${line}: ${faults.join(", ")}`] : [];
    });
    expect(broken).toEqual([]);
  });

  it("covers every state and union territory of the shop", () => {
    const seen = new Set(lines.flatMap((line) => line.split("|")[1]!.split(",")));
    expect([...seen].sort()).toEqual(INDIA_STATES.map((state) => state.code).sort());
  });
});

describe("lookupPin", () => {
  it("gives a pin code's state, the city to suggest first, and its post offices as localities", async () => {
    const pune = await lookupPin("411001");
    expect(pune).toMatchObject({ pinCode: "411001", state: "Maharashtra", states: ["Maharashtra"], district: "Pune" });
    expect(pune!.cities[0]).toBe("Pune");
    expect(pune!.localities).toContain("Ghorpuri Bazar");
  });

  it.each([
    ["110001", "Delhi", "New Delhi"],
    ["560001", "Karnataka", "Bengaluru"],
    ["500001", "Telangana", "Hyderabad"],
    ["226001", "Uttar Pradesh", "Lucknow"],
    ["194101", "Ladakh", "Leh"],
    ["396210", "Dadra and Nagar Haveli and Daman and Diu", "Daman"],
  ])("places %s in %s, suggesting %s", async (pin, state, city) => {
    const place = await lookupPin(pin);
    expect(place?.state).toBe(state);
    expect(place?.cities[0]).toBe(city);
  });

  it("names both states of a pin code that straddles a border", async () => {
    expect((await lookupPin("160003"))?.states.sort()).toEqual(["Chandigarh", "Punjab"]);
  });

  it("suggests only city names the address form accepts", async () => {
    const place = await lookupPin("743144"); // North 24 Parganas: a district name with digits
    expect(place?.cities.every((city) => /^[\p{L} .'-]+$/u.test(city))).toBe(true);
  });

  it("answers null for a pin code India Post does not list", async () => {
    expect(await lookupPin("999999")).toBeNull();
    expect(await lookupPin("12345")).toBeNull();
  });
});
