"use server";

import { runAction } from "@/lib/http/action";
import { formatINR } from "@/lib/pricing";
import { adjustStoreCredit } from "./adjust";

/** Admin → Store credit: gives a shopper credit or takes it back (the rules live in adjust.ts). */
export async function adjustStoreCreditAction(input: unknown) {
  return runAction(async (ctx) => {
    const { balancePaise } = await adjustStoreCredit(ctx, input);
    return `Store credit adjusted: the balance is ${formatINR(balancePaise)}`;
  });
}
