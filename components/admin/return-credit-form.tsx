"use client";

import { FormFailure, useSettingsForm } from "@/components/forms/use-settings-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-field";
import { saveCreditSettingsAction } from "@/lib/orders/admin-actions";

// Admin → Manage Returns: the bonus on a return refunded to store credit (the server checks it:
// lib/orders/returns/credit-settings.ts).

export function ReturnCreditForm({ returnBonusPercent }: { returnBonusPercent: number }) {
  const { values, field, failure, saving, save } = useSettingsForm({ returnBonusPercent: String(returnBonusPercent) });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save("Saving", () => saveCreditSettingsAction(values));
      }}
      noValidate
      aria-label="Refunds to store credit"
      className="space-y-4"
    >
      <FormFailure failure={failure} />
      <TextField
        label="Bonus on refunds to store credit (%)"
        {...field("returnBonusPercent")}
        hint="Added when a shopper takes a return's refund as store credit, credited at pickup; 0 for none."
      />
      <Button type="submit" disabled={saving}>
        Save
      </Button>
    </form>
  );
}
