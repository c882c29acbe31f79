import { AppError } from "@/lib/errors";

export const SMS_UNAVAILABLE = "We could not send the text message. Try again in a minute.";

/** A message the provider did not take: 503 for the shopper; the provider's reason only for the log and the row. */
export class SmsNotSent extends AppError {
  constructor(readonly reason: string) {
    super("unavailable", SMS_UNAVAILABLE);
  }
}
