import { describe, expect, it } from "vitest";
import { INDIA_STATES, STATE_NAMES, citiesOf } from "./india-locations";

function isSorted(values: readonly string[]): boolean {
  return values.every((value, i) => i === 0 || (values[i - 1] ?? "") < value);
}

describe("INDIA_STATES", () => {
  it("has all 28 states and 8 union territories", () => {
    expect(INDIA_STATES).toHaveLength(36);
    expect(STATE_NAMES).toHaveLength(36);
    expect(STATE_NAMES).toEqual(INDIA_STATES.map((s) => s.name));
  });

  it("has unique names and codes, sorted by name", () => {
    expect(new Set(INDIA_STATES.map((s) => s.name)).size).toBe(36);
    expect(new Set(INDIA_STATES.map((s) => s.code)).size).toBe(36);
    expect(isSorted(STATE_NAMES)).toBe(true);
    for (const s of INDIA_STATES) expect(s.code).toMatch(/^[A-Z]{2}$/);
  });

  it("uses the expected codes", () => {
    const codeOf = (name: string) => INDIA_STATES.find((s) => s.name === name)?.code;
    expect(codeOf("Maharashtra")).toBe("MH");
    expect(codeOf("Karnataka")).toBe("KA");
    expect(codeOf("Delhi")).toBe("DL");
    expect(codeOf("Telangana")).toBe("TG");
    expect(codeOf("Ladakh")).toBe("LA");
    expect(codeOf("Dadra and Nagar Haveli and Daman and Diu")).toBe("DH");
  });

  it("has non-empty, unique, sorted cities for every state", () => {
    for (const s of INDIA_STATES) {
      expect(s.cities.length, s.name).toBeGreaterThan(0);
      expect(new Set(s.cities).size, s.name).toBe(s.cities.length);
      expect(isSorted(s.cities), s.name).toBe(true);
      for (const city of s.cities) expect(city.trim(), s.name).toBe(city);
    }
  });
});

describe("citiesOf", () => {
  it.each([
    ["Maharashtra", "Pune"],
    ["Karnataka", "Bengaluru"],
    ["Delhi", "New Delhi"],
    ["Tamil Nadu", "Coimbatore"],
    ["Uttar Pradesh", "Lucknow"],
    ["West Bengal", "Kolkata"],
    ["Telangana", "Hyderabad"],
    ["Ladakh", "Leh"],
  ])("lists %s / %s", (state, city) => {
    expect(citiesOf(state)).toContain(city);
  });

  it("lists a city under its own state only", () => {
    expect(citiesOf("Maharashtra")).not.toContain("Bengaluru");
  });

  it("returns an empty list for an unknown state", () => {
    expect(citiesOf("Atlantis")).toEqual([]);
    expect(citiesOf("")).toEqual([]);
  });
});
