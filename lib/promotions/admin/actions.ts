"use server";

import { runAction } from "@/lib/http/action";
import { createCodeBatch } from "./batches";
import { archivePromotion, createPromotion, updatePromotion } from "./save";
import { STATUS_LABEL, statusOf } from "./view";

// Admin → Promotions: thin doors to the functions /api/v1/promotions calls (rules and the admin check live there).

export async function createPromotionAction(input: unknown) {
  return runAction(async (ctx) => {
    const row = await createPromotion(ctx, input);
    return { id: row.id, notice: `${row.title} is saved: ${STATUS_LABEL[statusOf(row, new Date())].toLowerCase()}` };
  });
}

export async function updatePromotionAction(id: string, input: unknown) {
  return runAction(async (ctx) => `${(await updatePromotion(ctx, id, input)).title} is saved`);
}

export async function archivePromotionAction(id: string) {
  return runAction(async (ctx) => `${(await archivePromotion(ctx, id)).title} is archived`);
}

export async function createCodeBatchAction(input: unknown) {
  return runAction(async (ctx) => {
    const { batchId, codes } = await createCodeBatch(ctx, input);
    return { batchId, notice: `${codes.length} codes made` };
  });
}
