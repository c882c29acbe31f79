import { describe, expect, it } from "vitest";
import { libpqTarget } from "./pg-tools";

describe("libpqTarget", () => {
  it("moves the password into PGPASSWORD and drops what only Prisma reads", () => {
    expect(
      libpqTarget("postgresql://shop:p%40ss%3Aword@db.example.com:5432/kurta?schema=public&sslmode=require&connection_limit=5"),
    ).toEqual({
      uri: "postgresql://shop@db.example.com:5432/kurta?sslmode=require",
      env: { PGPASSWORD: "p@ss:word" },
    });
  });

  it("keeps a URL without a password as it is", () => {
    expect(libpqTarget("postgres://127.0.0.1:5433/kurta?host=/var/run/postgresql")).toEqual({
      uri: "postgres://127.0.0.1:5433/kurta?host=%2Fvar%2Frun%2Fpostgresql",
      env: {},
    });
  });
});
