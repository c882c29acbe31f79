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
import { delivery } from "@/lib/i18n/messages/delivery";
import { useLocalMessage } from "@/components/i18n/page-words-context";
import { useLocale, useT } from "@/components/i18n/locale-context";

// The shopper's answer to a failed delivery: a day for the next attempt with the phone the courier
// calls and a landmark, or the parcel back to the shop, which is asked once more since it cannot be undone.

type Props = { failureId: string; answerKey: string; days: string[]; phone: string; landmark: string };

export function FailedDeliveryForm({ failureId, answerKey, days, phone, landmark }: Props) {
  const router = useRouter();
  const t = useT(delivery);
  const locale = useLocale();
  const local = useLocalMessage();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [returning, setReturning] = useState(false);

  async function answer(input: Record<string, string>, loading: string, done: string) {
    const result = await withLoadingToast(loading, () => answerFailedDeliveryAction({ failureId, ...input }, answerKey));
    if (result.ok) notify.success(done);
    else notify.error(local(result.message));
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
      t("form.asking"),
      t("form.asked"),
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
          {t("form.tryAgain")}
        </h2>
        <fieldset>
          <legend className="mb-2 text-sm font-medium">{t("form.day")}</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {days.map((day, index) => (
              <label
                key={day}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-stone-300 px-3 py-2 has-checked:border-brand-700 has-checked:bg-brand-50"
              >
                <input type="radio" name="reattemptOn" value={day} defaultChecked={index === 0} className="size-4 accent-brand-700" />
                <span className="text-sm">{formatIndianDay(day, locale)}</span>
              </label>
            ))}
          </div>
          {errors.reattemptOn ? <p className="mt-1 text-sm text-red-700">{local(errors.reattemptOn)}</p> : null}
        </fieldset>
        <TextField
          label={t("form.phone")}
          name="phone"
          inputMode="tel"
          autoComplete="tel"
          defaultValue={phone}
          maxLength={20}
          error={errors.phone && local(errors.phone)}
        />
        <TextField
          label={t("form.landmark")}
          name="landmark"
          optional
          defaultValue={landmark}
          maxLength={120}
          hint={t("form.landmarkHint")}
          error={errors.landmark && local(errors.landmark)}
        />
        <Button type="submit">{t("form.deliver")}</Button>
      </form>

      <section className="space-y-3 rounded-xl border border-stone-200 bg-white p-4 sm:p-5" aria-labelledby="return-heading">
        <h2 id="return-heading" className="text-lg font-semibold">
          {t("form.dontDeliver")}
        </h2>
        <p className="text-sm text-ink-muted">{t("form.backText")}</p>
        <Button variant="danger-ghost" className="border border-red-200" onClick={() => setReturning(true)}>
          {t("form.sendBack")}
        </Button>
      </section>
      <ConfirmDialog
        open={returning}
        title={t("form.backTitle")}
        confirmLabel={t("form.backConfirm")}
        cancelLabel={t("form.keep")}
        destructive
        onConfirm={() => answer({ answer: "RETURN" }, t("form.telling"), t("form.told"))}
        onClose={() => setReturning(false)}
      >
        <p>{t("form.backNote")}</p>
      </ConfirmDialog>
    </div>
  );
}
