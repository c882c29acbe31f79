"use server";

import { runAction } from "@/lib/http/action";
import { cashOnDelivery } from "./place-order";

// The web door of ordering: thin calls, no rules of their own.
export async function cashOnDeliveryAction(input: unknown, idempotencyKey: string) {
  return runAction((ctx) => cashOnDelivery(ctx, input, idempotencyKey));
}
