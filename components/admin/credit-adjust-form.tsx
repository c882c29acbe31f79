"use client";

import { FormFailure, useSettingsForm } from "@/components/forms/use-settings-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-field";
import { adjustStoreCreditAction } from "@/lib/store-credit/actions";

/** Admin → Store credit: give one shopper credit or take it back (never below zero), with the reason she reads. */
export function CreditAdjustForm({ userId }: { userId: string }) {
  const { values, field, failure, saving, save } = useSettingsForm({ amount: "", reason: "" });

  async function adjust(event: React.FormEvent) {
    event.preventDefault();
    await save("Adjusting", () => adjustStoreCreditAction({ userId, ...values }));
  }

  return (
    <form onSubmit={adjust} noValidate aria-label="Adjust store credit" className="space-y-4">
      <FormFailure failure={failure} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Amount (₹)" {...field("amount")} inputMode="decimal" hint="Negative takes credit back." />
        <TextField label="Reason" {...field("reason")} inputMode="text" hint="The shopper sees it in her history." />
      </div>
      <Button type="submit" disabled={saving}>
        Adjust credit
      </Button>
    </form>
  );
}
