import { z } from "zod";
import { isValidCity, STATE_NAMES } from "./india-locations";

// One set of rules for the forms (react-hook-form) and the /api/v1 routes, in the spec's words.
const required = (message: string) => z.string({ error: message }).trim().min(1, message);

export const emailField = required("Email is required")
  .max(254, "Invalid email address")
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "Invalid email address")
  .transform((email) => email.toLowerCase());

export const passwordField = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .min(8, "Password must be at least 8 characters")
  .max(128, "Password must be at most 128 characters");

const confirmField = z.string({ error: "Confirm Password is required" }).min(1, "Confirm Password is required");

const phoneDigits = /^[0-9]{10}$/;

export const signupSchema = z
  .object({
    fullname: required("Full Name is required").max(80, "Full Name must be at most 80 characters"),
    email: emailField,
    password: passwordField,
    confirmPassword: confirmField,
  })
  .refine((input) => input.password === input.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] });

export const loginSchema = z.object({ email: emailField, password: passwordField });

export const emailOnlySchema = z.object({ email: emailField });

// The API takes token and password (spec); the form adds the confirmation.
export const resetPasswordSchema = z.object({ token: required("The reset link is invalid"), password: passwordField });

export const resetPasswordFormSchema = z
  .object({ password: passwordField, confirmPassword: confirmField })
  .refine((input) => input.password === input.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] });

export const verificationSchema = z.object({ token: required("The verification link is invalid") });

export const profileSchema = z.object({
  fullname: required("Full name is required").max(80, "Full name must be at most 80 characters"),
  phone: z
    .string()
    .trim()
    .optional()
    .refine((phone) => !phone || phoneDigits.test(phone), "Invalid phone number")
    .transform((phone) => phone || null),
});

export const addressSchema = z
  .object({
    name: required("Name is required").max(80, "Name must be at most 80 characters"),
    addressLine1: required("Address Line 1 is required").max(200, "Address Line 1 must be at most 200 characters"),
    addressLine2: z
      .string()
      .trim()
      .max(200, "Address Line 2 must be at most 200 characters")
      .optional()
      .transform((line) => line || null),
    state: required("State is required").refine((state) => STATE_NAMES.includes(state), "Select a state from the list"),
    city: required("City is required"),
    pinCode: required("Pin code is required").regex(/^[1-9][0-9]{5}$/, "Pin code must be a 6-digit number"),
    phoneNumber: required("Phone Number is required").regex(phoneDigits, "Invalid phone number"),
  })
  .refine((address) => isValidCity(address.state, address.city), { message: "Select a city of the chosen state", path: ["city"] });

export const addressIdSchema = z.object({ id: required("Address id is required") });

export type SignupInput = z.input<typeof signupSchema>;
export type AddressInput = z.input<typeof addressSchema>;
