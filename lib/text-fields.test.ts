import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  addressIdSchema,
  deleteAccountSchema,
  emailOnlySchema,
  loginSchema,
  profileSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
  roleChangeSchema,
  signupSchema,
  userListSchema,
  verificationSchema,
} from "@/lib/accounts/schemas";
import { addressSchema } from "@/lib/accounts/address-schema";
import {
  addToCartSchema,
  cartLinesSchema,
  changeCartSizeSchema,
  setCartQuantitySchema,
  sizeOnlySchema,
  wishlistLinesSchema,
} from "@/lib/cart/schemas";
import { productKeySchema } from "@/lib/catalog/product/detail";
import { productSearchSchema } from "@/lib/catalog/search/search-schema";
import { contactSchema } from "@/lib/contact/schemas";
import { reviewListSchema } from "@/lib/reviews/schemas";
import { emailField } from "./text-fields";

const MB = 1_000_000;
/** The value that froze the server: a quadratic email pattern backtracks over every dot. */
const CRAFTED_EMAIL = `a@${".".repeat(MB)}@`;
const HUGE = `${"a ".repeat(MB / 2)}x`;

const password = "Correct-Horse-9";
const address = {
  name: "Asha Verma",
  addressLine1: "12 MG Road",
  addressLine2: "Near the park",
  state: "Maharashtra",
  city: "Pune",
  pinCode: "411001",
  phoneNumber: "9876543210",
};

/** Every schema a public route or server action parses, a valid input, and its text fields. */
const schemas: { name: string; schema: z.ZodType; valid: Record<string, unknown>; text: string[] }[] = [
  {
    name: "signup",
    schema: signupSchema,
    valid: { fullname: "Asha", email: "a@b.in", password, confirmPassword: password },
    text: ["fullname", "email", "password", "confirmPassword"],
  },
  { name: "login", schema: loginSchema, valid: { email: "a@b.in", password }, text: ["email", "password"] },
  { name: "email only", schema: emailOnlySchema, valid: { email: "a@b.in" }, text: ["email"] },
  { name: "reset password", schema: resetPasswordSchema, valid: { token: "t".repeat(43), password }, text: ["token", "password"] },
  {
    name: "reset password form",
    schema: resetPasswordFormSchema,
    valid: { password, confirmPassword: password },
    text: ["password", "confirmPassword"],
  },
  { name: "verification", schema: verificationSchema, valid: { token: "t".repeat(43) }, text: ["token"] },
  { name: "profile", schema: profileSchema, valid: { fullname: "Asha", phone: "9876543210" }, text: ["fullname", "phone"] },
  { name: "delete account", schema: deleteAccountSchema, valid: { password }, text: ["password"] },
  { name: "user list", schema: userListSchema, valid: { search: "asha" }, text: ["search"] },
  { name: "role change", schema: roleChangeSchema, valid: { userId: "u1", role: "ADMIN" }, text: ["userId"] },
  { name: "address", schema: addressSchema, valid: address, text: Object.keys(address) },
  { name: "address id", schema: addressIdSchema, valid: { id: "a1" }, text: ["id"] },
  {
    name: "contact",
    schema: contactSchema,
    valid: { name: "Asha", email: "a@b.in", message: "Hello there, a question." },
    text: ["name", "email", "message"],
  },
  { name: "add to cart", schema: addToCartSchema, valid: { sizeId: "s1", quantity: 1 }, text: ["sizeId"] },
  { name: "set cart quantity", schema: setCartQuantitySchema, valid: { sizeId: "s1", quantity: 2 }, text: ["sizeId"] },
  { name: "size only", schema: sizeOnlySchema, valid: { sizeId: "s1" }, text: ["sizeId"] },
  { name: "change cart size", schema: changeCartSizeSchema, valid: { sizeId: "s1", toSizeId: "s2" }, text: ["sizeId", "toSizeId"] },
  { name: "product key", schema: productKeySchema, valid: { id: "p1" }, text: ["id", "productId", "_id", "slug"] },
  { name: "review list", schema: reviewListSchema, valid: { productId: "p1" }, text: ["productId"] },
  {
    name: "product search",
    schema: productSearchSchema,
    valid: { search: "kurta", category: "c1", location: "Lucknow", color: "#2e3a87" },
    text: ["category", "location", "color", "search"],
  },
];

function issuesAt(result: z.ZodSafeParseResult<unknown>, path: string) {
  return result.success ? [] : result.error.issues.filter((issue) => issue.path.join(".") === path);
}

describe("every public schema refuses a 1 MB value for its length, before any other check", () => {
  for (const { name, schema, valid, text } of schemas) {
    it(`${name}: the valid input passes`, () => {
      expect(schema.safeParse(valid).success).toBe(true);
    });
    for (const field of text) {
      it(`${name}.${field}`, () => {
        const value = field === "email" ? CRAFTED_EMAIL : HUGE;
        const result = schema.safeParse({ ...valid, [field]: value });
        expect(result.success).toBe(false);
        // One issue, the length one: no trim, pattern or refine ran after the cap.
        const issues = issuesAt(result, field);
        expect(issues.map((issue) => issue.code)).toEqual(["too_big"]);
        expect(issues[0]!.message).toMatch(/at most|too long|invalid|Select|must be a/i);
      });
    }
  }

  it("the crafted email is refused with the length message and nothing else", () => {
    for (const schema of [signupSchema, loginSchema, emailOnlySchema, contactSchema]) {
      const result = schema.safeParse({ email: CRAFTED_EMAIL });
      expect(issuesAt(result, "email").map((issue) => issue.message)).toEqual(["Email must be at most 254 characters"]);
    }
  });

  it("the cart and wishlist lines cap their size ids too", () => {
    for (const schema of [cartLinesSchema, wishlistLinesSchema]) {
      const key = schema === cartLinesSchema ? "cart" : "wishlist";
      const result = schema.safeParse({ [key]: [{ sizeId: HUGE, quantity: 1 }] });
      expect(issuesAt(result, `${key}.0.sizeId`).map((issue) => issue.code)).toEqual(["too_big"]);
    }
  });

  it("the search's number, flag and choice parameters refuse a 1 MB value", () => {
    for (const field of [
      "page",
      "limit",
      "all",
      "priceMin",
      "priceMax",
      "discount",
      "availibility",
      "availability",
      "payment",
      "sortBy",
      "sortOrder",
    ]) {
      expect(productSearchSchema.safeParse({ [field]: HUGE }).success, field).toBe(false);
    }
  });
});

describe("emailField", () => {
  it.each(["asha@example.com", "Asha.Verma+shop@Mail.Example.co.in", "  a@b.in  "])("accepts %s", (email) => {
    expect(emailField.safeParse(email).success).toBe(true);
  });

  it.each(["a@b", "a@.b", "a@b..c", "a@b.c.", "a b@c.in", "@b.in", "a@b@c.in", ""])("refuses %j", (email) => {
    expect(emailField.safeParse(email).success).toBe(false);
  });

  it("lower-cases and trims", () => {
    expect(emailField.parse("  Asha@Example.COM ")).toBe("asha@example.com");
  });

  it("refuses an email of 255 characters for its length", () => {
    const result = emailField.safeParse(`${"a".repeat(246)}@mail.com`);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["Email must be at most 254 characters"]);
  });
});
