"use client";

import { useState } from "react";
import { FormFailure, useSettingsForm } from "@/components/forms/use-settings-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-field";
import { CHANNEL_LABELS, CONSENT_CHANNELS, type ConsentChannel } from "@/lib/privacy/schemas";
import { saveReminderSettingsAction } from "@/lib/reminders/actions";
import type { ReminderSettings } from "@/lib/reminders/settings";

// Admin → Reminders: on or off, the delays, the channels in the owner's order, the prepaid nudge and
// the cash-on-delivery rule. The server checks everything (lib/reminders/schemas.ts).

type Values = { cartAfterMinutes: string; secondAfterHours: string; prepaidNudge: string; codReturnsLimit: string };

export function ReminderSettingsForm({ settings }: { settings: ReminderSettings }) {
  const [enabled, setEnabled] = useState(settings.enabled);
  const [channels, setChannels] = useState<ConsentChannel[]>(settings.channels);
  const {
    values,
    field,
    failure,
    saving,
    save: saveWith,
  } = useSettingsForm<Values>({
    cartAfterMinutes: String(settings.cartAfterMinutes),
    secondAfterHours: String(settings.secondAfterHours),
    prepaidNudge: String((settings.prepaidNudgePaise ?? 0) / 100),
    codReturnsLimit: String(settings.codReturnsLimit ?? 0),
  });
  const toggle = (channel: ConsentChannel) =>
    setChannels((current) => (current.includes(channel) ? current.filter((each) => each !== channel) : [...current, channel]));

  async function save(event: React.FormEvent) {
    event.preventDefault();
    await saveWith("Saving", () => saveReminderSettingsAction({ ...values, enabled, channels }));
  }

  return (
    <form onSubmit={save} noValidate aria-label="Reminder settings" className="space-y-5">
      <FormFailure failure={failure} />
      <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-ink">
        <input
          type="checkbox"
          checked={enabled}
          onChange={(event) => setEnabled(event.target.checked)}
          className="size-5 accent-brand-700"
        />
        Send reminders of carts left behind
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First reminder after (minutes)" {...field("cartAfterMinutes")} hint="After the cart was last changed." />
        <TextField
          label="Second reminder after (hours)"
          {...field("secondAfterHours")}
          hint="After the first, if the cart is still left."
        />
        <TextField label="Prepaid nudge (₹)" {...field("prepaidNudge")} hint="“Pay by UPI and save ₹X” in the message; 0 for none." />
        <TextField
          label="Skip after this many COD parcels came back"
          {...field("codReturnsLimit")}
          hint="0 sends to every shopper who agreed."
        />
      </div>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-ink">Channels, first choice first</legend>
        <p className="mb-2 text-sm text-ink-muted">Each shopper gets the first one she agreed to. SMS needs a DLT promotional template.</p>
        {CONSENT_CHANNELS.map((channel) => (
          <label key={channel} className="flex min-h-11 items-center gap-3 text-sm text-ink">
            <input
              type="checkbox"
              checked={channels.includes(channel)}
              onChange={() => toggle(channel)}
              className="size-5 accent-brand-700"
            />
            {CHANNEL_LABELS[channel]}
            {channels.includes(channel) ? <span className="text-ink-muted">({channels.indexOf(channel) + 1})</span> : null}
          </label>
        ))}
        {failure?.fields.channels ? <p className="text-sm text-red-700">{failure.fields.channels}</p> : null}
      </fieldset>
      <Button type="submit" disabled={saving}>
        Save
      </Button>
    </form>
  );
}
