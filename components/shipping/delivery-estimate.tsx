"use client";

import { useId, useState, type FormEvent } from "react";
import type { CodTerms } from "@/lib/orders/cod-rules/terms";
import type { DeliveryEstimate as Estimate } from "@/lib/shipping/estimate";
import { isPinCode, PIN_CODE_MESSAGE } from "@/lib/shipping/zones";
import { CodNote } from "@/components/product/cod-note";
import { rememberPin } from "./remembered-pin";

type State = { kind: "idle" } | { kind: "checking" } | { kind: "answer"; estimate: Estimate } | { kind: "error"; message: string };

const FAILED = "The delivery date could not be checked just now. Please try again";

/**
 * "Delivery by Tue 25 Nov to 110001" for a pin code the shopper types, and whether cash on delivery is possible there;
 * beside it, whether this kurta can be paid on delivery at all, and on which terms (`codTerms`).
 */
export function DeliveryEstimate({ cashOnDelivery, codTerms }: { cashOnDelivery: boolean; codTerms: CodTerms }) {
  const id = useId();
  const [pin, setPin] = useState("");
  const [state, setState] = useState<State>({ kind: "idle" });

  async function check(event: FormEvent) {
    event.preventDefault();
    const value = pin.trim();
    if (!isPinCode(value)) return setState({ kind: "error", message: PIN_CODE_MESSAGE });
    setState({ kind: "checking" });
    try {
      const response = await fetch(`/api/v1/shipping/serviceability?pin=${value}`);
      const body = (await response.json()) as { success: boolean; message?: string; estimate?: Estimate };
      if (body.estimate?.serviceable) rememberPin(value);
      setState(body.estimate ? { kind: "answer", estimate: body.estimate } : { kind: "error", message: body.message ?? FAILED });
    } catch {
      setState({ kind: "error", message: FAILED });
    }
  }

  const error = state.kind === "error" ? state.message : null;
  return (
    <form onSubmit={check} noValidate className="rounded-xl border border-stone-200 bg-white p-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-sm font-semibold">
        Delivery
      </h2>
      <div className="mt-2 flex gap-2">
        <label htmlFor={`${id}-pin`} className="sr-only">
          Pin code
        </label>
        <input
          id={`${id}-pin`}
          name="pin"
          value={pin}
          onChange={(event) => setPin(event.target.value)}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder="Pin code"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-result`}
          className="min-h-11 w-36 rounded-lg border border-stone-300 px-3 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-invalid:border-red-600"
        />
        <button
          type="submit"
          aria-disabled={state.kind === "checking"}
          className="min-h-11 rounded-lg border border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          Check
        </button>
      </div>
      <div id={`${id}-result`} aria-live="polite" className="mt-2 min-h-5 text-sm" data-testid="delivery-estimate">
        {state.kind === "checking" ? <p className="text-ink-muted">Checking…</p> : null}
        {error ? <p className="text-red-700">{error}</p> : null}
        {state.kind === "answer" ? (
          <>
            <p className="font-medium">{state.estimate.message}</p>
            {cashOnDelivery && state.estimate.codMessage ? <p className="text-ink-muted">{state.estimate.codMessage}</p> : null}
          </>
        ) : null}
        {state.kind === "idle" ? <p className="text-ink-muted">Enter your pin code to see when your kurta arrives.</p> : null}
      </div>
      <CodNote cashOnDelivery={cashOnDelivery} terms={codTerms} className="mt-2 border-t border-stone-200 pt-2" />
    </form>
  );
}
