import { apiRoute } from "@/lib/http/api-route";
import { CONTACT_THANKS } from "@/lib/contact/schemas";
import { sendContactMessage } from "@/lib/contact/send-contact-message";

// POST /api/v1/contact { name, email, message }: the contact form's API door (anyone may call it).
export const POST = apiRoute("public", async (ctx, input) => {
  const { id } = await sendContactMessage(ctx, input);
  return { message: CONTACT_THANKS, id };
});
