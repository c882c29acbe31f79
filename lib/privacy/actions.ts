"use server";

import { runAction } from "@/lib/http/action";
import { setConsent } from "./consents";
import { unsubscribeByLink } from "./unsubscribe";

// The web door of the consents (decision 103): the account page's switches.
export async function setConsentAction(input: unknown) {
  return runAction((ctx) => setConsent(ctx, input, "account page"));
}

export async function unsubscribeByLinkAction(input: unknown) {
  return runAction(() => unsubscribeByLink(input));
}
