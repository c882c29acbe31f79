import { z } from "zod";

// The contact form's rules, shared by the form (react-hook-form) and the domain function.
export const CONTACT_THANKS = "Thank you! We will get back to you within one working day.";

export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 2000;
export const NAME_MAX = 80;

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

export const contactSchema = z.object({
  name: required("Name is required")
    .max(NAME_MAX, `Name must be at most ${NAME_MAX} characters`)
    // One line: it becomes the email's subject.
    .transform((name) => name.replace(/\s+/g, " ")),
  email: required("Email is required")
    .max(254, "Invalid email address")
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "Invalid email address")
    .transform((email) => email.toLowerCase()),
  message: required("Message is required")
    .min(MESSAGE_MIN, `Message must be at least ${MESSAGE_MIN} characters`)
    .max(MESSAGE_MAX, `Message must be at most ${MESSAGE_MAX} characters`),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessageInput = z.output<typeof contactSchema>;
