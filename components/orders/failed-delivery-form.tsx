"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { withLoadingToast } from "@/components/forms/action-helpers";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { TextField } from "@/components/ui/form-field";
import { notify } from "@/components/ui/toast";
import { formatIndianDay } from "@/lib/india-days";
import { answerFailedDeliveryAction } from "@/lib/orders/actions";

// The shopper's answer to a failed delivery: a day for the next attempt with the phone the courier
// calls and a landmark, or the parcel back to the shop, which is asked once more since it cannot be undone.

type Props = { failureId: string; answerKey: string; days: string[]; phone: string; landmark: string };

export function FailedDeliveryForm({ failureId, answerKey, days, phone, landmark }: Props) {
  const router = useRouter();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [returning, setReturning] = useState(false);

  async function answer(input: Record<string, string>, loading: string, done: string) {
    const result = await withLoadingToast(loading, () => answerFailedDeliveryAction({ failureId, ...input }, answerKey));
    if (result.ok) notify.success(done);
    else notify.error(result.message);
    setErrors(result.ok ? {} : (result.fields ?? {}));
    router.refresh();
  }

  function reattempt(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void answer(
      {
        answer: "REATTEMPT",
        reattemptOn: String(form.get("reattemptOn") ?? ""),
        phone: String(form.get("phone")),
        landmark: String(form.get("landmark")),
      },
      "Asking the courier to try again",
      "The courier will try again on the day you chose",
    );
  }

  return (
    <div className="space-y-6">
      <form
        onSubmit={reattempt}
        className="space-y-4 rounded-xl border border-stone-200 bg-white p-4 sm:p-5"
        aria-labelledby="reattempt-heading"
      >
        <h2 id="reattempt-heading" className="text-lg font-semibold">
          Try again
        </h2>
        <fieldset>
          <legend className="mb-2 text-sm font-medium">Day of the next attempt</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {days.map((day, index) => (
              <label
                key={day}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-stone-300 px-3 py-2 has-checked:border-brand-700 has-checked:bg-brand-50"
              >
                <input type="radio" name="reattemptOn" value={day} defaultChecked={index === 0} className="size-4 accent-brand-700" />
                <span className="text-sm">{formatIndianDay(day)}</span>
              </label>
            ))}
          </div>
          {errors.reattemptOn ? <p className="mt-1 text-sm text-red-700">{errors.reattemptOn}</p> : null}
        </fieldset>
        <TextField
          label="Mobile number the courier calls"
          name="phone"
          inputMode="tel"
          autoComplete="tel"
          defaultValue={phone}
          maxLength={20}
          error={errors.phone}
        />
        <TextField
          label="Landmark"
          name="landmark"
          optional
          defaultValue={landmark}
          maxLength={120}
          hint="Something near the door the courier can ask for"
          error={errors.landmark}
        />
        <Button type="submit">Deliver on this day</Button>
      </form>

      <section className="space-y-3 rounded-xl border border-stone-200 bg-white p-4 sm:p-5" aria-labelledby="return-heading">
        <h2 id="return-heading" className="text-lg font-semibold">
          Do not deliver
        </h2>
        <p className="text-sm text-ink-muted">The parcel comes back to us and the order is closed. This cannot be undone.</p>
        <Button variant="danger-ghost" className="border border-red-200" onClick={() => setReturning(true)}>
          Send it back to the shop
        </Button>
      </section>
      <ConfirmDialog
        open={returning}
        title="Send the parcel back?"
        confirmLabel="Send it back"
        cancelLabel="Keep it coming"
        destructive
        onConfirm={() => answer({ answer: "RETURN" }, "Telling the courier", "The parcel is on its way back to us")}
        onClose={() => setReturning(false)}
      >
        <p>A parcel on its way back cannot be sent out again. A prepaid order is refunded in full once it reaches us.</p>
      </ConfirmDialog>
    </div>
  );
}
