"use client";

import { useState, type FormEvent } from "react";
import { EmailField } from "@/components/forms/email-field";
import { Button } from "@/components/ui/button";
import { askBackInStockAction } from "@/lib/catalog/back-in-stock/actions";

// "Notify me" in place of the cart's buttons when the chosen size is sold out (decision 090): a
// visitor gives an email and ticks their consent; a signed-in shopper's account email is used, and
// the field appears only if the account has none.
type Errors = { email?: string; consent?: string };

export function NotifyMe({ sizeId, sizeLabel, signedIn }: { sizeId: string; sizeLabel: string; signedIn: boolean | null }) {
  const [needEmail, setNeedEmail] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [said, setSaid] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const askEmail = signedIn === false || needEmail;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    const result = await askBackInStockAction({
      sizeId,
      ...(askEmail ? { email: form.get("email") ?? "", consent: form.get("consent") === "on" } : {}),
    });
    setBusy(false);
    if (result.ok) {
      setErrors({});
      setSaid({ ok: true, message: result.data.message });
      return;
    }
    if (result.fields?.email && !askEmail) setNeedEmail(true);
    setErrors({ email: result.fields?.email, consent: result.fields?.consent });
    setSaid({ ok: false, message: result.message });
  }

  if (said?.ok) {
    return (
      <p role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm font-semibold text-emerald-900">
        {said.message}
      </p>
    );
  }
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="notify-me-title"
      className="space-y-3 rounded-xl border border-stone-200 bg-stone-50 p-4"
    >
      <p id="notify-me-title" className="text-sm">
        <span className="font-semibold">Size {sizeLabel} is sold out.</span> We can email you once when it is back.
      </p>
      {askEmail ? (
        <>
          <EmailField name="email" error={errors.email} required />
          <div>
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                name="consent"
                className="mt-0.5 size-5 shrink-0 accent-brand-700"
                aria-invalid={errors.consent ? true : undefined}
                aria-describedby={errors.consent ? "notify-consent-error" : undefined}
              />
              <span>Email me once when this size is back. I can unsubscribe at any time.</span>
            </label>
            {errors.consent ? (
              <p id="notify-consent-error" className="mt-1 text-sm text-red-700">
                {errors.consent}
              </p>
            ) : null}
          </div>
        </>
      ) : null}
      <Button type="submit" className="w-full text-base" disabled={busy || signedIn === null}>
        Notify me
      </Button>
      {said && !said.ok && !errors.email && !errors.consent ? (
        <p role="alert" className="text-sm text-red-700">
          {said.message}
        </p>
      ) : null}
    </form>
  );
}
