"use server";

import { runAction } from "@/lib/http/action";
import { setConsent } from "./consents";

// The web door of the consents (decision 103): the account page's switches.
export async function setConsentAction(input: unknown) {
  return runAction((ctx) => setConsent(ctx, input, "account page"));
}
