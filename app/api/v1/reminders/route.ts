import { apiRoute } from "@/lib/http/api-route";
import { loadReminders, toRemindersApi } from "@/lib/reminders/figures";
import { updateReminderSettings } from "@/lib/reminders/settings";

// Beyond the spec (issue 53): the owner's reminders of carts left behind, amounts in rupees.
export const GET = apiRoute("admin", async (ctx) => toRemindersApi(await loadReminders(ctx)));

export const PUT = apiRoute("admin", async (ctx, input) => {
  await updateReminderSettings(ctx, input);
  return { message: "Reminder settings saved", ...toRemindersApi(await loadReminders(ctx)) };
});
