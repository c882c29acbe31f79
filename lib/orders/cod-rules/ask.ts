import "server-only";
import { getDb } from "@/lib/db";
import { decideCod, type CodDecision, type CodLine, type CodRules } from "./decide";
import { codCustomerOf, codRulesAt } from "./rules-store";

type Db = Parameters<typeof codRulesAt>[1];
type Address = { pinCode: string; state: string; phoneNumber: string };

export type CodQuestion = { buyerId: string; lines: readonly CodLine[]; goodsPaise: number };

/**
 * The rules in force now, applied to this buyer's pieces, history and each delivery address (null:
 * none chosen yet): what the booking page shows and the server decides again when the order is placed.
 */
export async function askCod<A extends Address | null>(
  question: CodQuestion,
  addresses: readonly A[],
  now: Date,
  db: Db = getDb(),
): Promise<{ rules: CodRules; decisions: CodDecision[] }> {
  const phones = [...new Set(addresses.map((address) => address?.phoneNumber ?? null))];
  const [rules, ...customers] = await Promise.all([
    codRulesAt(now, db),
    ...phones.map((phone) => codCustomerOf(question.buyerId, phone, db)),
  ]);
  const customerOf = new Map(phones.map((phone, index) => [phone, customers[index]!]));
  const decisions = addresses.map((address) =>
    decideCod(rules, {
      lines: question.lines,
      goodsPaise: question.goodsPaise,
      place: address ? { pinCode: address.pinCode, state: address.state } : null,
      customer: customerOf.get(address?.phoneNumber ?? null)!,
      now,
    }),
  );
  return { rules, decisions };
}
