"use server";

import { runAction } from "@/lib/http/action";
import { sendContactMessage } from "./send-contact-message";

// The web door of the contact form.
export async function sendContactMessageAction(input: unknown) {
  return runAction(async (ctx) => {
    const { id } = await sendContactMessage(ctx, input);
    return { id };
  });
}
