import { z } from "zod";
import { emailField, requiredText } from "@/lib/text-fields";

// The contact form's rules, shared by the form (react-hook-form) and the domain function.
export const CONTACT_THANKS = "Thank you! We will get back to you within one working day.";

export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 2000;
export const NAME_MAX = 80;

export const contactSchema = z.object({
  name: requiredText("Name is required", NAME_MAX, `Name must be at most ${NAME_MAX} characters`)
    // One line: it becomes the email's subject.
    .transform((name) => name.replace(/\s+/g, " ")),
  email: emailField,
  message: requiredText("Message is required", MESSAGE_MAX, `Message must be at most ${MESSAGE_MAX} characters`).min(
    MESSAGE_MIN,
    `Message must be at least ${MESSAGE_MIN} characters`,
  ),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessageInput = z.output<typeof contactSchema>;
