"use server";

import { runAction } from "@/lib/http/action";
import { setConsent } from "./consents";
import { answerGrievance, fileGrievance } from "./grievances";
import { unsubscribeByLink } from "./unsubscribe";

// The web door of the consents (decision 103): the account page's switches.
export async function setConsentAction(input: unknown) {
  return runAction((ctx) => setConsent(ctx, input, "account page"));
}

export async function unsubscribeByLinkAction(input: unknown) {
  return runAction(() => unsubscribeByLink(input));
}

export async function fileGrievanceAction(input: unknown) {
  return runAction((ctx) => fileGrievance(ctx, input));
}

export async function answerGrievanceAction(input: unknown) {
  return runAction((ctx) => answerGrievance(ctx, input));
}
