import type { Metadata } from "next";
import { PageTitle, Panel } from "@/components/admin/page-title";
import { ReminderFiguresView } from "@/components/admin/reminder-figures";
import { ReminderSettingsForm } from "@/components/admin/reminder-settings-form";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { pageContext } from "@/lib/http/page-context";
import { loadReminders } from "@/lib/reminders/figures";

export const metadata: Metadata = { title: "Reminders" };

// A per-user page: rendered in full per request with the response's CSP nonce (see app/(shop)/cart/page.tsx).
export const instant = false;

export default async function RemindersPage() {
  const caller = await requireAdminPage("/admin/reminders");
  const { settings, figures } = await loadReminders(pageContext(caller));
  return (
    <>
      <PageTitle
        title="Reminders"
        note="Reminders of a cart left behind, sent only to shoppers who agreed to them, never between 9 pm and 9 am, at most one a day and two a week."
      />
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <Panel title="Settings">
          <ReminderSettingsForm settings={settings} />
        </Panel>
        <ReminderFiguresView figures={figures} />
      </div>
    </>
  );
}
