import { describe, expect, it } from "vitest";
import { assertLocalDatabase, withDatabase } from "./local-database";

describe("assertLocalDatabase", () => {
  it("accepts this machine", () => {
    for (const url of ["postgresql://u:p@localhost:5432/db", "postgresql://u:p@127.0.0.1/db", "postgres://[::1]:5432/db"]) {
      expect(() => assertLocalDatabase(url)).not.toThrow();
    }
  });

  it("refuses any other host, and garbage", () => {
    expect(() => assertLocalDatabase("postgresql://u:p@db.example.com:5432/shop")).toThrow(/non-local database host "db.example.com"/);
    expect(() => assertLocalDatabase("postgresql://u:p@10.0.0.5/shop")).toThrow(/non-local/);
    expect(() => assertLocalDatabase("not a url")).toThrow(/not a valid URL/);
  });

  it("points a URL at another database on the same server", () => {
    expect(withDatabase("postgresql://u:p@127.0.0.1:5432/shop?sslmode=disable", "scratch")).toBe(
      "postgresql://u:p@127.0.0.1:5432/scratch?sslmode=disable",
    );
  });
});
