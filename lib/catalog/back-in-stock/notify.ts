import "server-only";
import { clock } from "@/lib/clock";
import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import { catalogueText } from "@/lib/i18n/catalogue-text";
import type { Locale } from "@/lib/i18n/locales";
import { pathIn } from "@/lib/i18n/message-path";
import { queueEmail } from "@/lib/email/send-email";
import { backInStockEmail } from "@/lib/email/templates";
import { queueJob } from "@/lib/jobs/queue-job";
import { productPath } from "@/lib/paths";
import { hasConsent } from "@/lib/privacy/consents";
import { spendOrRefuse } from "@/lib/sms/budget";
import { messageSendingTime } from "@/lib/sms/quiet-hours";
import { sendBackInStockMessage } from "@/lib/sms/send/stock-messages";
import { oneClickUnsubscribeUrl, unsubscribeLink } from "./unsubscribe";

// The job of a size back in stock (decision 090): the shoppers waiting for it are told once, first
// come first served, at most three for each piece in stock. The size's row is locked while its
// requests are claimed, so two jobs for one size run one after the other; the second counts what
// the first sent in the same round (since the size's restockedAt) against the cap. Each request is
// claimed by a conditional update and its email written to the outbox (or its text's job queued,
// outside quiet hours) in the same transaction, so a shopper is told exactly once however many
// restocks and jobs there are.

/** Shoppers told for each piece back in stock: enough that the pieces sell, few enough that most who come can buy. */
export const NOTICES_PER_PIECE = 3;

type Item = { size: string; variantId: string; colorName: string; productName: string; productNameHi: string; slug: string };
type Size = Item & { stock: number; restocked: boolean };

/** Sends the notices of one size; returns how many shoppers were told. */
export async function sendBackInStockNotices(sizeId: string): Promise<number> {
  return getDb().$transaction(async (tx) => {
    const [size] = await tx.$queryRaw<Size[]>`
      SELECT s.stock, s."restockedAt" IS NOT NULL AS restocked, s.size, s."variantId", v."colorName", p.name AS "productName", p."nameHi" AS "productNameHi", p.slug
      FROM "SizeStock" s JOIN "Variant" v ON v.id = s."variantId" JOIN "Product" p ON p.id = v."productId"
      WHERE s.id = ${sizeId} AND p."archivedAt" IS NULL FOR UPDATE OF s`;
    if (!size || size.stock <= 0 || !size.restocked) return 0;
    const told = await tx.$queryRaw<{ id: string; contact: string; channel: "EMAIL" | "SMS"; consentId: string }[]>`
      WITH round AS (
        SELECT count(*)::int AS sent FROM "StockNotice" WHERE "sizeId" = ${sizeId} AND "notifiedAt" >= (SELECT "restockedAt" FROM "SizeStock" WHERE id = ${sizeId})
      ), chosen AS (
        SELECT n.id, c.id AS "consentId" FROM "StockNotice" n
        JOIN "ContactConsent" c ON c.contact = n.contact AND c.channel = n.channel AND c."withdrawnAt" IS NULL
        WHERE n."sizeId" = ${sizeId} AND n."notifiedAt" IS NULL AND n."cancelledAt" IS NULL
        ORDER BY n."createdAt", n.id
        LIMIT greatest(${size.stock * NOTICES_PER_PIECE} - (SELECT sent FROM round), 0)
      )
      UPDATE "StockNotice" n SET "notifiedAt" = now() FROM chosen
      WHERE n.id = chosen.id AND n."notifiedAt" IS NULL
      RETURNING n.id, n.contact, n.channel, chosen."consentId"`;
    let sent = 0;
    for (const notice of told) {
      // Withdrawn on the account page since the request (decision 103): the request is cancelled, unsent.
      if (!(await hasConsent(notice.contact, "BACK_IN_STOCK", notice.channel, tx))) {
        await tx.stockNotice.update({ where: { id: notice.id }, data: { notifiedAt: null, cancelledAt: clock.now() } });
        continue;
      }
      sent++;
      if (notice.channel === "SMS") {
        await queueJob("stock.text-notice", { noticeId: notice.id }, tx, {
          startAfter: messageSendingTime(clock.now()),
        });
        continue;
      }
      const language = await contactLanguage(notice.contact, tx);
      await queueEmail(
        {
          to: notice.contact,
          ...backInStockEmail({ ...described(size, language), unsubscribeLink: unsubscribeLink(notice.consentId), language }),
          unsubscribeUrl: oneClickUnsubscribeUrl(notice.consentId),
        },
        tx,
      );
    }
    return sent;
  });
}

/** "Silk Kurta - Maroon - M" and the product page's address with that colour and size chosen, in her language. */
function described(size: Item, language: Locale): { item: string; link: string } {
  const query = new URLSearchParams({ color: size.variantId, size: size.size });
  return {
    item: `${catalogueText(language, size.productName, size.productNameHi)} - ${size.colorName} - ${size.size}`,
    link: new URL(pathIn(language, `${productPath(size.slug)}?${query}`), getEnv().APP_URL).toString(),
  };
}

/** The language of the account with this email or mobile number (decision 122); English for someone without one. */
async function contactLanguage(contact: string, db: Pick<Prisma.TransactionClient, "user"> = getDb()): Promise<Locale> {
  const user = await db.user.findFirst({ where: { OR: [{ email: contact }, { mobile: contact }] }, select: { language: true } });
  return user?.language ?? "en";
}

/**
 * The job of one notice to a mobile number, claimed by sendBackInStockNotices: sent (WhatsApp, else
 * SMS) unless its consent was withdrawn since, out of the day's budget of texts (a proved number's
 * part); with the budget spent it fails, and the job is retried.
 */
export async function textBackInStockNotice(noticeId: string): Promise<void> {
  const [notice] = await getDb().$queryRaw<(Item & { contact: string; consentId: string })[]>`
    SELECT n.contact, c.id AS "consentId", s.size, s."variantId", v."colorName", p.name AS "productName", p."nameHi" AS "productNameHi", p.slug
    FROM "StockNotice" n
    JOIN "ContactConsent" c ON c.contact = n.contact AND c.channel = n.channel AND c."withdrawnAt" IS NULL
    JOIN "SizeStock" s ON s.id = n."sizeId" JOIN "Variant" v ON v.id = s."variantId" JOIN "Product" p ON p.id = v."productId"
    WHERE n.id = ${noticeId} AND n."notifiedAt" IS NOT NULL`;
  if (!notice || !(await hasConsent(notice.contact, "BACK_IN_STOCK", "SMS"))) return;
  await spendOrRefuse({ phone: notice.contact, template: "back-in-stock", known: true });
  const language = await contactLanguage(notice.contact);
  await sendBackInStockMessage({ to: notice.contact, ...described(notice, language), stop: unsubscribeLink(notice.consentId), language });
}
