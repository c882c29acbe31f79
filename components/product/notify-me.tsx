"use client";

import { useId, useState, type FormEvent } from "react";
import { TextField } from "@/components/ui/form-field";
import { Button } from "@/components/ui/button";
import { askBackInStockAction } from "@/lib/catalog/back-in-stock/actions";
import { useBuyT } from "./buy-words";

// "Notify me" in place of the cart's buttons when the chosen size is sold out (decision 090): a
// visitor gives an email or a mobile number and ticks their consent; a signed-in shopper's account
// email is used, else the mobile her account proved, and the field appears only if it has neither. A mobile number that is not
// the shopper's own is proved by the code texted to it (decision 097): the form then asks for it.
type Errors = { contact?: string; consent?: string; code?: string };

export function NotifyMe({ sizeId, sizeLabel, signedIn }: { sizeId: string; sizeLabel: string; signedIn: boolean | null }) {
  const t = useBuyT();
  const [needContact, setNeedContact] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [said, setSaid] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [codeSent, setCodeSent] = useState(false);
  const askContact = signedIn === false || needContact;
  const titleId = useId();
  const consentErrorId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    const result = await askBackInStockAction({
      sizeId,
      ...(askContact ? { contact: form.get("contact") ?? "", consent: form.get("consent") === "on" } : {}),
      ...(codeSent ? { code: form.get("code") ?? "" } : {}),
    });
    setBusy(false);
    if (result.ok) {
      setErrors({});
      if (result.data.codeSent) {
        setCodeSent(true);
        setSaid({ ok: false, message: result.data.message });
        return;
      }
      setSaid({ ok: true, message: result.data.message });
      return;
    }
    if (result.fields?.contact && !askContact) setNeedContact(true);
    setErrors({ contact: result.fields?.contact, consent: result.fields?.consent, code: result.fields?.code });
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
      aria-labelledby={titleId}
      data-notify-me=""
      className="space-y-3 rounded-xl border border-stone-200 bg-stone-50 p-4"
    >
      <p id={titleId} className="text-sm">
        <span className="font-semibold">{t("notify.soldOut", { size: sizeLabel })}</span>
        {t("notify.tellOnce")}
      </p>
      {askContact ? (
        <>
          <TextField label={t("notify.contact")} name="contact" autoComplete="email" error={errors.contact} required readOnly={codeSent} />
          <div>
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                name="consent"
                className="mt-0.5 size-5 shrink-0 accent-brand-700"
                aria-invalid={errors.consent ? true : undefined}
                aria-describedby={errors.consent ? consentErrorId : undefined}
              />
              <span>{t("notify.consent")}</span>
            </label>
            {errors.consent ? (
              <p id={consentErrorId} className="mt-1 text-sm text-red-700">
                {errors.consent}
              </p>
            ) : null}
          </div>
        </>
      ) : null}
      {codeSent ? (
        <>
          <p role="status" className="text-sm">
            {said?.message}
          </p>
          <TextField label={t("notify.code")} name="code" inputMode="numeric" autoComplete="one-time-code" error={errors.code} required />
        </>
      ) : null}
      <Button type="submit" className="w-full text-base" disabled={busy || signedIn === null}>
        {codeSent ? t("notify.confirm") : t("notify.notifyMe")}
      </Button>
      {said && !said.ok && !codeSent && !errors.contact && !errors.consent ? (
        <p role="alert" className="text-sm text-red-700">
          {said.message}
        </p>
      ) : null}
    </form>
  );
}
