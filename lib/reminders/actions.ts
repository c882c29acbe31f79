"use server";

import { runAction } from "@/lib/http/action";
import { updateReminderSettings } from "./settings";

/** Admin → Reminders: saves the settings (the checks live in settings.ts). */
export async function saveReminderSettingsAction(input: unknown) {
  return runAction(async (ctx) => {
    await updateReminderSettings(ctx, input);
    return "Reminder settings saved";
  });
}
