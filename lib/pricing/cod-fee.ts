/**
 * The cash-on-delivery fee is part of the value of the supply (CGST Act s.15(2)(c)): the shopper pays
 * the fee as shown, GST included, and the invoice splits it into its taxable value and GST. An order
 * of pieces at different rates is a mixed supply, taxed at the highest of them (s.8(b)).
 */
import { assertPaise } from "./validate";

export type CodFeeSplit = { taxablePaise: number; gstPaise: number; rateBasisPoints: number };

export function codFeeSplit(feePaise: number, lineRatesBasisPoints: readonly number[]): CodFeeSplit {
  assertPaise(feePaise, "feePaise");
  const rateBasisPoints = Math.max(0, ...lineRatesBasisPoints);
  const taxablePaise = Math.round((feePaise * 10_000) / (10_000 + rateBasisPoints));
  return { taxablePaise, gstPaise: feePaise - taxablePaise, rateBasisPoints };
}
