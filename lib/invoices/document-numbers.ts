import type { Prisma } from "@/lib/generated/prisma/client";

// Invoice and credit-note numbers: gapless within each financial year (April to March, IST).
// The counter row is incremented inside the transaction that stores the document, so its row
// lock makes concurrent issuers wait their turn, and a rolled-back transaction gives its number back.

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const PREFIX = "KS";

type Series = { name: "INV" | "CN" | "DN"; digits: number; format: (year: string, serial: string) => string };

export const INVOICE_SERIES: Series = { name: "INV", digits: 6, format: (year, serial) => `${PREFIX}/${year}/${serial}` };
export const CREDIT_NOTE_SERIES: Series = { name: "CN", digits: 4, format: (year, serial) => `${PREFIX}/CN/${year}/${serial}` };
export const DEBIT_NOTE_SERIES: Series = { name: "DN", digits: 4, format: (year, serial) => `${PREFIX}/DN/${year}/${serial}` };

/** The Indian financial year of a moment as "26-27" (1 April 2026 to 31 March 2027, IST). */
export function financialYearOf(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  const twoDigits = (year: number) => String(year % 100).padStart(2, "0");
  return `${twoDigits(start)}-${twoDigits(start + 1)}`;
}

/** A document number such as KS/26-27/000123 or KS/CN/26-27/0001: at most 16 characters. */
export function formatDocumentNumber(series: Series, year: string, serial: number): string {
  if (serial >= 10 ** series.digits) throw new RangeError(`the ${series.name} series of ${year} is full`);
  return series.format(year, String(serial).padStart(series.digits, "0"));
}

/** Takes the next number of the series for the financial year of `at`, within the caller's transaction. */
export async function nextDocumentNumber(tx: Prisma.TransactionClient, series: Series, at: Date): Promise<string> {
  const year = financialYearOf(at);
  const [row] = await tx.$queryRaw<{ serial: number }[]>`
    INSERT INTO "DocumentCounter" ("series", "financialYear", "next") VALUES (${series.name}, ${year}, 2)
    ON CONFLICT ("series", "financialYear") DO UPDATE SET "next" = "DocumentCounter"."next" + 1
    RETURNING "next" - 1 AS serial`;
  return formatDocumentNumber(series, year, row!.serial);
}
