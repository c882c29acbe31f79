import { z } from "zod";

// What a credit note credits, as stored in CreditNote.lines: order lines and quantities at the
// invoice's prices.
const creditedLines = z.array(
  z.object({ orderLineId: z.string(), quantity: z.number().int(), taxablePaise: z.number().int(), gstPaise: z.number().int() }),
);
export type CreditedLine = z.infer<typeof creditedLines>[number];

export const creditedLinesOf = (stored: unknown): CreditedLine[] => creditedLines.parse(stored);
