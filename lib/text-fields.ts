import { z } from "zod";
import { isStorableText } from "@/lib/storable-text";

// The text fields every public schema is built from. Each is capped in length first, with
// `abort: true`: past the cap zod stops, so no trim, pattern or refine ever sees a huge value.

export const UNSTORABLE_TEXT_MESSAGE = "The text holds characters that cannot be stored";

/** Text of at most `max` characters; a longer value is refused with `tooLong` and nothing else runs. */
export const cappedText = (max: number, tooLong: string, typeError: string = tooLong) =>
  z
    .string({ error: typeError })
    .max(max, { error: tooLong, abort: true })
    .refine(isStorableText, { error: UNSTORABLE_TEXT_MESSAGE, abort: true });

/** Required text: capped, then trimmed, then not empty. */
export const requiredText = (required: string, max: number, tooLong: string) => cappedText(max, tooLong, required).trim().min(1, required);

export const EMAIL_MAX = 254;

// Linear: the domain's labels cannot hold a dot, so each dot can be matched in one way only.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** The one email field of the sign-up, login, reset and contact forms and their routes. */
export const emailField = requiredText("Email is required", EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters`)
  .regex(EMAIL_PATTERN, "Invalid email address")
  .transform((email) => email.toLowerCase());
