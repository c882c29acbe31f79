"use server";

import { runAction } from "@/lib/http/action";
import { askBackInStock } from "./ask";
import { unsubscribe } from "./unsubscribe";

// The web doors of "Notify me" and of the unsubscribe page.
export async function askBackInStockAction(input: unknown) {
  return runAction((ctx) => askBackInStock(ctx, input));
}

export async function unsubscribeAction(input: unknown) {
  return runAction(() => unsubscribe(input));
}
