import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { errorResponse } from "@/lib/http/api-route";
import { toAppError } from "@/lib/to-app-error";
import { db, uniqueEmail } from "../../support/api";

afterAll(() => db.$disconnect());

/** The error a real query throws against the run's PostgreSQL. */
async function failure(query: () => Promise<unknown>): Promise<unknown> {
  try {
    await query();
  } catch (error) {
    return error;
  }
  throw new Error("the query was expected to fail");
}

const newUser = (email = uniqueEmail("dberr"), fullname = "Asha Verma") => db.user.create({ data: { email, fullname, passwordHash: "x" } });

describe("toAppError maps database and validation errors to typed errors, never a 500", () => {
  it("a unique violation is a conflict (409)", async () => {
    const user = await newUser();
    const error = await failure(() => newUser(user.email!));
    expect(toAppError(error)).toMatchObject({ code: "conflict", status: 409 });
  });

  it("a missing record is not_found (404)", async () => {
    const error = await failure(() => db.user.update({ where: { id: "no-such-user" }, data: { fullname: "X" } }));
    expect(toAppError(error)).toMatchObject({ code: "not_found", status: 404 });
  });

  it("a foreign key to nothing is not_found (404)", async () => {
    const error = await failure(() =>
      db.address.create({
        data: {
          userId: "no-such-user",
          name: "A",
          addressLine1: "1",
          state: "Goa",
          city: "Panaji",
          pinCode: "403001",
          phoneNumber: "9876543210",
        },
      }),
    );
    expect(toAppError(error)).toMatchObject({ code: "not_found", status: 404 });
  });

  it("a NUL byte in text, a CHECK violation and bad SQL input are validation errors (400)", async () => {
    const user = await newUser();
    const errors = [
      await failure(() => db.user.update({ where: { id: user.id }, data: { fullname: "A\u0000B" } })),
      await failure(() =>
        db.$executeRawUnsafe(
          `INSERT INTO "Review" ("id", "userId", "productId", "halfStars", "text", "updatedAt") VALUES ('r', '${user.id}', 'p', 99, 'x', now())`,
        ),
      ),
      await failure(() => db.$queryRawUnsafe(`SELECT 'abc'::int`)),
      await failure(() => db.user.findMany({ where: { fullname: { contains: 5 as unknown as string } } })),
    ];
    for (const error of errors) expect(toAppError(error)).toMatchObject({ code: "validation", status: 400 });
  });

  it("a ZodError is a validation error with its fields", () => {
    const result = z.object({ email: z.string({ error: "Email is required" }) }).safeParse({});
    expect(toAppError(result.error)).toMatchObject({
      code: "validation",
      message: "Email is required",
      fields: { email: "Email is required" },
    });
  });

  it("anything else is ours: null, and the API door answers a plain 500 without details", async () => {
    expect(toAppError(new Error("boom"))).toBeNull();
    const response = errorResponse(new Error("secret detail"));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ success: false, message: "Something went wrong. Please try again." });
  });

  it("the API door answers a database error with its 4xx", async () => {
    const user = await newUser();
    const response = errorResponse(await failure(() => newUser(user.email!)));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ success: false, message: "This already exists" });
  });
});
