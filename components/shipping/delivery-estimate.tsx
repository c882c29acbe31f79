"use client";

import { useId, useState, type FormEvent } from "react";
import type { CodTerms } from "@/lib/orders/cod-rules/terms";
import type { DeliveryEstimate as Estimate } from "@/lib/shipping/estimate";
import { dayLabelIn, isPinCode } from "@/lib/shipping/zones";
import { useLocale } from "@/components/i18n/locale-context";
import { useBuyT } from "@/components/product/buy-words";
import { CodNote } from "@/components/product/cod-note";
import { rememberPin } from "./remembered-pin";

type State = { kind: "idle" } | { kind: "checking" } | { kind: "answer"; estimate: Estimate } | { kind: "error"; message: string };

/**
 * "Delivery by Tue 25 Nov to 110001" for a pin code the shopper types, and whether cash on delivery is possible there;
 * beside it, whether this kurta can be paid on delivery at all, and on which terms (`codTerms`).
 */
export function DeliveryEstimate({ cashOnDelivery, codTerms }: { cashOnDelivery: boolean; codTerms: CodTerms }) {
  const t = useBuyT();
  const locale = useLocale();
  const id = useId();
  const [pin, setPin] = useState("");
  const [state, setState] = useState<State>({ kind: "idle" });

  async function check(event: FormEvent) {
    event.preventDefault();
    const value = pin.trim();
    if (!isPinCode(value)) return setState({ kind: "error", message: t("delivery.badPin") });
    setState({ kind: "checking" });
    try {
      const response = await fetch(`/api/v1/shipping/serviceability?pin=${value}`);
      const body = (await response.json()) as { success: boolean; message?: string; estimate?: Estimate };
      if (body.estimate?.serviceable) rememberPin(value);
      setState(
        body.estimate ? { kind: "answer", estimate: body.estimate } : { kind: "error", message: body.message ?? t("delivery.failed") },
      );
    } catch {
      setState({ kind: "error", message: t("delivery.failed") });
    }
  }

  const error = state.kind === "error" ? state.message : null;
  // The API answers in the spec's English; the page says the same from its fields in its own language.
  const answer = state.kind === "answer" ? state.estimate : null;
  const arrives =
    answer?.serviceable && answer.deliveryBy
      ? t("delivery.by", { date: dayLabelIn(locale, answer.deliveryBy), pin: answer.pinCode })
      : t("delivery.notDelivered", { pin: answer?.pinCode ?? "" });
  return (
    <form onSubmit={check} noValidate className="rounded-xl border border-stone-200 bg-white p-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-sm font-semibold">
        {t("delivery.title")}
      </h2>
      <div className="mt-2 flex gap-2">
        <label htmlFor={`${id}-pin`} className="sr-only">
          {t("delivery.pin")}
        </label>
        <input
          id={`${id}-pin`}
          name="pin"
          value={pin}
          onChange={(event) => setPin(event.target.value)}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder={t("delivery.pin")}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-result`}
          className="min-h-11 w-36 rounded-lg border border-stone-300 px-3 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-invalid:border-red-600"
        />
        <button
          type="submit"
          aria-disabled={state.kind === "checking"}
          className="min-h-11 rounded-lg border border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t("delivery.check")}
        </button>
      </div>
      <div id={`${id}-result`} aria-live="polite" className="mt-2 min-h-5 text-sm" data-testid="delivery-estimate">
        {state.kind === "checking" ? <p className="text-ink-muted">{t("delivery.checking")}</p> : null}
        {error ? <p className="text-red-700">{error}</p> : null}
        {answer ? (
          <>
            <p className="font-medium">{arrives}</p>
            {cashOnDelivery && answer.codMessage ? (
              <p className="text-ink-muted">{answer.cod ? t("delivery.cod") : t("delivery.noCod")}</p>
            ) : null}
          </>
        ) : null}
        {state.kind === "idle" ? <p className="text-ink-muted">{t("delivery.idle")}</p> : null}
      </div>
      <CodNote cashOnDelivery={cashOnDelivery} terms={codTerms} className="mt-2 border-t border-stone-200 pt-2" />
    </form>
  );
}
