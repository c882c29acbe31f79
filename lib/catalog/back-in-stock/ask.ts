import "server-only";
import { randomUUID } from "node:crypto";
import type { Ctx } from "@/lib/auth/caller";
import { hit, LIMITS } from "@/lib/auth/rate-limit";
import { sendPhoneCode, spendPhoneCode } from "@/lib/sms/phone-codes";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { textsBackInStock } from "@/lib/sms/providers/provider";
import { recordConsent } from "@/lib/privacy/consents";
import { parseInput } from "@/lib/validation";
import {
  CONSENT_REQUIRED,
  CONTACT_NEEDED,
  notifyMeSchema,
  NOTIFY_ME_THANKS,
  NUMBER_CODE_SENT,
  SIZE_IN_STOCK,
  SIZE_NOT_FOUND,
  TEXTS_UNAVAILABLE,
} from "./schemas";

// "Notify me" on a sold-out size (decision 090): the shopper's consent to one message, kept per
// contact and channel, and their place in the size's queue. Asking again is the same request.
// A mobile number must prove itself (decision 097): the signed-in shopper's own, or one whose
// texted code comes with the request; so only its owner subscribes it, or undoes their withdrawal.

type Answer = { message: string; codeSent?: true };

export async function askBackInStock(ctx: Ctx, input: unknown): Promise<Answer> {
  const data = parseInput(notifyMeSchema, input);
  const own = await ownContact(ctx);
  const asked = data.contact ?? own;
  if (!asked) throw new AppError("validation", CONTACT_NEEDED, { contact: CONTACT_NEEDED });
  const { contact, channel } = asked;
  // A signed-in shopper's press of the button is their consent for their own contact; a typed one needs the tick.
  if (contact !== own?.contact && data.consent !== true) throw new AppError("validation", CONSENT_REQUIRED, { consent: CONSENT_REQUIRED });
  if (channel === "SMS" && !textsBackInStock()) throw new AppError("validation", TEXTS_UNAVAILABLE, { contact: TEXTS_UNAVAILABLE });
  await hit(LIMITS.stockNoticesPerIp(ctx.ip), LIMITS.stockNoticesPerContact(contact));
  if (channel === "SMS" && !(await ownMobile(ctx, contact))) {
    if (!data.code) {
      await soldOut(data.sizeId);
      await sendPhoneCode(contact, "STOCK_NOTICE", ctx.ip);
      return { message: NUMBER_CODE_SENT, codeSent: true };
    }
    await spendPhoneCode(contact, data.code, "STOCK_NOTICE", ctx.ip);
  }
  await getDb().$transaction(async (tx) => {
    // FOR SHARE holds off a restock until this request is in, so the restock's transaction sees it (./queue.ts).
    const [size] = await tx.$queryRaw<{ stock: number }[]>`
      SELECT s.stock FROM "SizeStock" s JOIN "Variant" v ON v.id = s."variantId" JOIN "Product" p ON p.id = v."productId"
      WHERE s.id = ${data.sizeId} AND p."archivedAt" IS NULL FOR SHARE OF s`;
    if (!size) throw new AppError("not_found", SIZE_NOT_FOUND);
    if (size.stock > 0) throw new AppError("conflict", SIZE_IN_STOCK);
    await tx.$executeRaw`
      INSERT INTO "ContactConsent" (id, contact, channel) VALUES (${randomUUID()}, ${contact}, ${channel}::"NoticeChannel")
      ON CONFLICT (contact, channel) DO UPDATE SET "givenAt" = now(), "withdrawnAt" = NULL`;
    await recordConsent({ userId: ctx.caller?.id, contact, purpose: "BACK_IN_STOCK", channel, granted: true, via: "notify me" }, tx);
    // A waiting request keeps its place; one already answered or withdrawn joins the end of the queue again.
    await tx.$executeRaw`
      INSERT INTO "StockNotice" (id, "sizeId", contact, channel) VALUES (${randomUUID()}, ${data.sizeId}, ${contact}, ${channel}::"NoticeChannel")
      ON CONFLICT ("sizeId", contact, channel) DO UPDATE SET
        "createdAt" = CASE WHEN "StockNotice"."notifiedAt" IS NULL AND "StockNotice"."cancelledAt" IS NULL THEN "StockNotice"."createdAt" ELSE now() END,
        "notifiedAt" = NULL, "cancelledAt" = NULL`;
  });
  return { message: NOTIFY_ME_THANKS };
}

/** The signed-in shopper's own contact: her email, else the mobile she proved (an account made with a phone). */
async function ownContact(ctx: Ctx): Promise<{ contact: string; channel: "EMAIL" | "SMS" } | null> {
  if (!ctx.caller) return null;
  if (ctx.caller.email) return { contact: ctx.caller.email, channel: "EMAIL" };
  const user = await getDb().user.findUnique({ where: { id: ctx.caller.id }, select: { mobile: true } });
  return user?.mobile ? { contact: user.mobile, channel: "SMS" } : null;
}

/** Whether the number is the signed-in shopper's own, proved when it was added. */
async function ownMobile(ctx: Ctx, mobile: string): Promise<boolean> {
  if (!ctx.caller) return false;
  return (await getDb().user.count({ where: { id: ctx.caller.id, mobile } })) > 0;
}

/** Throws as the request would for a size that is unknown or in stock, before a code is texted for it. */
async function soldOut(sizeId: string): Promise<void> {
  const size = await getDb().sizeStock.findFirst({
    where: { id: sizeId, variant: { product: { archivedAt: null } } },
    select: { stock: true },
  });
  if (!size) throw new AppError("not_found", SIZE_NOT_FOUND);
  if (size.stock > 0) throw new AppError("conflict", SIZE_IN_STOCK);
}
