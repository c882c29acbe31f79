import { z } from "zod";
import { cappedText, emailField, requiredText } from "@/lib/text-fields";
import { normaliseMobile } from "@/lib/phone";
import { accepting, pageNumber, wholeNumber } from "@/lib/validation";

// One set of rules for the forms (react-hook-form) and the /api/v1 routes, in the spec's words.
// Every text field is capped before anything else looks at it (see lib/text-fields.ts).
export const atMost = (label: string, max: number) => `${label} must be at most ${max} characters`;

export const PASSWORD_MAX = 128;

export const passwordField = cappedText(PASSWORD_MAX, atMost("Password", PASSWORD_MAX), "Password is required")
  .min(1, "Password is required")
  .min(8, "Password must be at least 8 characters");

const confirmField = cappedText(PASSWORD_MAX, atMost("Confirm Password", PASSWORD_MAX), "Confirm Password is required").min(
  1,
  "Confirm Password is required",
);

/** A one-time link's token (43 characters); anything much longer is not one of ours. */
const tokenField = (required: string, unknown: string) => requiredText(required, 200, unknown);

const phoneDigits = /^[0-9]{10}$/;

/**
 * Digits sent as text or, since the spec gives no type, as a JSON number (411001): a number is read
 * as its digits, and any other value but a list (a field sent twice) as its text, so that it fails the field's pattern with what is wrong.
 */
export function digits<S extends z.ZodType>(field: S, asNumber: z.ZodNumber): S {
  const read = z.preprocess(
    (value) => (value === undefined || value === null || typeof value === "string" || Array.isArray(value) ? value : JSON.stringify(value)),
    field,
  );
  // Typed as the field itself: the forms send text, and their types stay those of text.
  return accepting(read, z.union([field, asNumber])) as unknown as S;
}

const phoneNumber = z.int().min(1_000_000_000).max(9_999_999_999);
export const phoneField = (required: string) =>
  digits(requiredText(required, 20, "Invalid phone number").regex(phoneDigits, "Invalid phone number"), phoneNumber);

export const signupSchema = z
  .object({
    fullname: requiredText("Full Name is required", 80, atMost("Full Name", 80)),
    email: emailField,
    password: passwordField,
    confirmPassword: confirmField,
  })
  .refine((input) => input.password === input.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] });

/** The sign-up answer, the same whether the email was new or already had an account (which is then emailed instead). */
export const SIGNUP_MESSAGE = "Thank you for signing up. We have emailed you a link: please check your inbox to continue.";

export const loginSchema = z.object({ email: emailField, password: passwordField });

/** normaliseMobile's rule as a pattern, for the API document: +91, 91 or 0 optional, ten digits from 6, separators anywhere. */
const SEP = String.raw`[\s\-().]*`;
const TYPED_MOBILE = new RegExp(String.raw`^${SEP}(?:\+${SEP}9${SEP}1|9${SEP}1|0)?${SEP}[6-9](?:${SEP}[0-9]){9}${SEP}$`);

export const mobileField = digits(
  cappedText(40, "Enter a 10-digit mobile number", "Mobile number is required")
    .trim()
    .min(1, "Mobile number is required")
    .regex(TYPED_MOBILE, "Enter a 10-digit mobile number")
    .transform((typed, context) => {
      const mobile = normaliseMobile(typed);
      if (!mobile) context.addIssue({ code: "custom", message: "Enter a 10-digit mobile number" });
      return mobile ?? "";
    }),
  phoneNumber,
);

/** POST /auth/otp/request. */
export const phoneSchema = z.object({ phone: mobileField });

/** POST /auth/otp/verify: the number and the 6 digits texted to it. */
export const phoneCodeSchema = z.object({
  phone: mobileField,
  code: cappedText(20, "Enter the 6-digit code", "Enter the 6-digit code")
    .trim()
    .regex(/^[0-9]{6}$/, "Enter the 6-digit code"),
});

export const emailOnlySchema = z.object({ email: emailField });

// The API takes token and password (spec); the form adds the confirmation.
export const resetPasswordSchema = z.object({
  token: tokenField("The reset link is invalid", "This reset link is invalid or has expired. Ask for a new one."),
  password: passwordField,
});

export const resetPasswordFormSchema = z
  .object({ password: passwordField, confirmPassword: confirmField })
  .refine((input) => input.password === input.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] });

export const verificationSchema = z.object({
  token: tokenField("The verification link is invalid", "This verification link is invalid or has expired. Ask for a new one."),
});

export const profileSchema = z.object({
  fullname: requiredText("Full name is required", 80, atMost("Full name", 80)),
  phone: digits(
    cappedText(20, "Invalid phone number")
      .trim()
      .optional()
      .refine((phone) => !phone || phoneDigits.test(phone), "Invalid phone number")
      .transform((phone) => phone || null),
    phoneNumber,
  ),
});

/** Deleting one's own account: the password again (checked against the hash, not the rules). */
export const deleteAccountSchema = z.object({
  password: cappedText(PASSWORD_MAX, atMost("Password", PASSWORD_MAX), "Password is required").min(1, "Password is required"),
});

export const CLOSE_CODE_REQUIRED = "Enter the 6-digit code we texted you";
export const closeCodeSchema = z.object({
  code: z
    .string({ error: CLOSE_CODE_REQUIRED })
    .trim()
    .regex(/^\d{6}$/, CLOSE_CODE_REQUIRED),
});

/** What closing an account takes, as the API documents it: the password, or for a password-less account the texted code. */
export const closeAccountSchema = z.union([
  deleteAccountSchema.describe("An account with a password"),
  closeCodeSchema.describe("An account without a password (a phone account): the code texted by POST /user/account/code"),
]);

/** The back office's list of accounts. */
const USER_LIMIT_MESSAGE = "limit must be a whole number from 1 to 100";
export const userListSchema = z.object({
  page: pageNumber().default(1),
  limit: wholeNumber(USER_LIMIT_MESSAGE, 1, 100).default(20),
  search: cappedText(100, atMost("search", 100)).trim().optional(),
});

export const roleChangeSchema = z.object({
  userId: requiredText("User id is required", 100, "User id is too long"),
  role: z.enum(["ADMIN", "CUSTOMER"]),
});

export const addressIdSchema = z.object({ id: requiredText("Address id is required", 100, "Address id is too long") });

/** GET /api/v1/user/viewer (./viewer.ts): who is looking at a shop page. */
export const viewerSchema = z.object({
  // A product page's id (the page names it; views are counted here, since the page itself is static).
  product: cappedText(200, "Unknown product").trim().min(1).optional(),
});
