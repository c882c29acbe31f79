import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireAdmin } from "@/lib/auth/guards";
import { recordAudit } from "@/lib/audit";
import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import type { ConsentChannel } from "@/lib/privacy/schemas";
import { parseInput } from "@/lib/validation";
import { reminderSettingsSchema } from "./schemas";

// The owner's settings: one row (id 1), made with its defaults the first time it is read.

export type ReminderSettings = {
  enabled: boolean;
  cartAfterMinutes: number;
  secondAfterHours: number;
  channels: ConsentChannel[];
  prepaidNudgePaise: number | null;
  codReturnsLimit: number | null;
};

const SELECT = {
  enabled: true,
  cartAfterMinutes: true,
  secondAfterHours: true,
  channels: true,
  prepaidNudgePaise: true,
  codReturnsLimit: true,
} as const;

export async function readReminderSettings(): Promise<ReminderSettings> {
  return getDb().reminderSettings.upsert({ where: { id: 1 }, create: { id: 1 }, update: {}, select: SELECT });
}

/** PUT /api/v1/reminders and the back office's form: changes what is sent, keeps the rest; the change is audited. */
export async function updateReminderSettings(ctx: Ctx, input: unknown): Promise<ReminderSettings> {
  const admin = requireAdmin(ctx.caller);
  const { prepaidNudge, codReturnsLimit, ...rest } = parseInput(reminderSettingsSchema(getEnv().DEMO_MODE), input);
  const data = {
    ...rest,
    ...(prepaidNudge === undefined ? {} : { prepaidNudgePaise: prepaidNudge === 0 ? null : prepaidNudge * 100 }),
    ...(codReturnsLimit === undefined ? {} : { codReturnsLimit: codReturnsLimit === 0 ? null : codReturnsLimit }),
  };
  return getDb().$transaction(async (tx) => {
    await tx.reminderSettings.upsert({ where: { id: 1 }, create: { id: 1 }, update: {}, select: { id: true } });
    // Two owners saving at once: each audits what it changed from the other's.
    await tx.$queryRaw`SELECT id FROM "ReminderSettings" WHERE id = 1 FOR UPDATE`;
    const before = await tx.reminderSettings.findUniqueOrThrow({ where: { id: 1 }, select: SELECT });
    const after = await tx.reminderSettings.update({ where: { id: 1 }, data, select: SELECT });
    const changed = (Object.keys(SELECT) as (keyof ReminderSettings)[]).filter(
      (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
    );
    if (changed.length > 0) {
      const pick = (settings: ReminderSettings) => Object.fromEntries(changed.map((key) => [key, settings[key]]));
      await recordAudit(
        tx,
        admin.id,
        "reminders.settings-changed",
        { type: "ReminderSettings", id: "1" },
        { before: pick(before), after: pick(after) },
      );
    }
    return after;
  });
}

/** The API's view: the spec-style fields, rupees at the edge. */
export function toReminderSettingsApi(settings: ReminderSettings) {
  const { prepaidNudgePaise, codReturnsLimit, ...rest } = settings;
  return { ...rest, prepaidNudge: (prepaidNudgePaise ?? 0) / 100, codReturnsLimit: codReturnsLimit ?? 0 };
}
