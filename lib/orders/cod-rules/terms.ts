import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { CATALOG_TAG } from "@/lib/cache/tags";
import { codMaxPaise, type CodRules } from "./decide";
import { codRulesAt } from "./rules-store";

/** What a shopper is told before choosing cash on delivery: the order values it covers and its fee (GST included). */
export type CodTerms = { minPaise: number; maxPaise: number; feePaise: number };

export function codTermsOf(rules: CodRules): CodTerms {
  return { minPaise: rules.minOrderPaise, maxPaise: codMaxPaise(rules), feePaise: rules.feePaise };
}

/** The terms in force, for the prerendered product pages: saving rules expires them; a set dated for a later day shows within the catalogue's five minutes. */
export async function cachedCodTerms(): Promise<CodTerms> {
  "use cache";
  cacheLife("catalog");
  cacheTag(CATALOG_TAG);
  return codTermsOf(await codRulesAt());
}
