"use client";

import { useId, useState } from "react";
import { FormFailure, useSettingsForm } from "@/components/forms/use-settings-form";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/form-field";
import { saveCodRulesAction } from "@/lib/orders/admin-actions";
import { paiseToRupees } from "@/lib/pricing/money";
import { PLACE_EFFECT_LABEL, placeLabel } from "@/lib/orders/cod-rules/changes";
import { CUSTOMER_RTO_LOOKBACK_DAYS, type CodPlaceEffect, type CodPlaceRule, type CodRules } from "@/lib/orders/cod-rules/decide";

// Admin → Cash on delivery: the rules in force as a form, saved as a new set from now or from a
// later day. The server checks everything (lib/orders/model/schemas.ts codRulesSchema); its message
// shows at the top of the form and under the field it names.

const rupees = (paise: number | null) => (paise === null ? "" : String(paiseToRupees(paise)));
const EFFECTS = Object.entries(PLACE_EFFECT_LABEL) as [CodPlaceEffect, string][];
const KIND_LABEL = { PIN: "Pin code", STATE: "State" } as const;

type Values = {
  minOrderRupees: string;
  maxOrderRupees: string;
  feeRupees: string;
  firstOrderMaxRupees: string;
  rtoLookbackDays: string;
  advanceRupees: string;
  advancePercent: string;
  advanceFromRupees: string;
  advanceKeepRupees: string;
};

export function CodRulesForm({ rules, states, today }: { rules: CodRules; states: string[]; today: string }) {
  const {
    values,
    field,
    failure,
    saving,
    save: saveWith,
  } = useSettingsForm<Values>({
    minOrderRupees: rupees(rules.minOrderPaise),
    maxOrderRupees: rupees(rules.maxOrderPaise),
    feeRupees: rupees(rules.feePaise),
    firstOrderMaxRupees: rupees(rules.firstOrderMaxPaise),
    rtoLookbackDays: rules.rtoLookbackDays === null ? "" : String(rules.rtoLookbackDays),
    advanceRupees: rupees(rules.advanceFixedPaise),
    advancePercent: rules.advancePercent === null ? "" : String(rules.advancePercent),
    advanceFromRupees: rupees(rules.advanceFromPaise),
    advanceKeepRupees: rupees(rules.advanceKeepPaise),
  });
  const [advanceOnRecentRto, setAdvanceOnRecentRto] = useState(rules.advanceOnRecentRto);
  const [places, setPlaces] = useState<CodPlaceRule[]>([...rules.places]);
  const [kind, setKind] = useState<CodPlaceRule["kind"]>("PIN");
  const [placeValue, setPlaceValue] = useState("");
  const [effect, setEffect] = useState<CodPlaceEffect>("PREPAID_ONLY");
  const [placeError, setPlaceError] = useState<string | undefined>();
  const [when, setWhen] = useState<"now" | "day">("now");
  const [day, setDay] = useState("");
  const whenId = useId();

  function addPlace() {
    const value = placeValue.trim();
    if (kind === "PIN" && !/^[1-9]\d{5}$/.test(value)) return setPlaceError("Enter a 6-digit pin code");
    if (kind === "STATE" && !value) return setPlaceError("Choose a state");
    setPlaceError(undefined);
    setPlaces((current) => [...current.filter((place) => !(place.kind === kind && place.value === value)), { kind, value, effect }]);
    setPlaceValue("");
  }

  async function save(event: React.FormEvent) {
    event.preventDefault();
    await saveWith("Saving the rules", () =>
      saveCodRulesAction({ ...values, advanceOnRecentRto, places, from: when === "day" ? day : "" }),
    );
  }

  return (
    <form onSubmit={save} noValidate aria-label="Cash on delivery rules" className="space-y-5">
      <FormFailure failure={failure} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Minimum order (₹)" {...field("minOrderRupees")} hint="Orders below this pay online." />
        <TextField
          label="Maximum order (₹)"
          {...field("maxOrderRupees")}
          hint="Below ₹2,00,000: the Income-tax Act (s.269ST) forbids taking ₹2 lakh or more in cash for one transaction."
        />
        <TextField
          label="Cash-on-delivery fee (₹, GST included)"
          {...field("feeRupees")}
          hint="Shown to shoppers before they choose to pay in cash. 0 for none."
        />
        <TextField
          label="First order: pay online only above (₹)"
          optional
          {...field("firstOrderMaxRupees")}
          hint="For a shopper with no order delivered yet. Empty: no such rule."
        />
        <TextField
          label="Pay online only after a return to origin in the last (days)"
          optional
          placeholder={String(CUSTOMER_RTO_LOOKBACK_DAYS)}
          {...field("rtoLookbackDays")}
          hint={`A parcel refused or undelivered on the account or its phone. ${CUSTOMER_RTO_LOOKBACK_DAYS} is a common choice; empty: no such rule.`}
        />
      </div>

      <fieldset className="rounded-xl border border-stone-200 p-4">
        <legend className="px-1 text-sm font-semibold text-ink">Advance before cash on delivery</legend>
        <p className="mb-3 text-sm text-ink-muted">
          A part paid online (UPI first) before a risky order is sent; the rest is cash. Asked in places whose rule is Advance first, from
          orders of the value below, and (if ticked) of shoppers with a recent return to origin. Unpaid, the order lapses like an
          unconfirmed one; a cancellation refunds it in full.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Advance (₹)" optional {...field("advanceRupees")} hint="A fixed sum. Or a percentage, not both." />
          <TextField
            label="Advance (% of the order)"
            optional
            {...field("advancePercent")}
            hint="Of what store credit leaves, rounded up to the rupee."
          />
          <TextField label="Ask it from orders of (₹)" optional {...field("advanceFromRupees")} hint="Empty: not by order value." />
          <TextField
            label="Kept if the parcel is refused (₹)"
            {...field("advanceKeepRupees")}
            hint="Up to this much of the advance pays the shipping both ways; the rest is refunded. Shown to the shopper before paying."
          />
        </div>
        <label className="mt-3 flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4"
            checked={advanceOnRecentRto}
            onChange={(event) => setAdvanceOnRecentRto(event.target.checked)}
          />
          Ask an advance after a return to origin (instead of pay online only)
        </label>
      </fieldset>

      <fieldset className="rounded-xl border border-stone-200 p-4">
        <legend className="px-1 text-sm font-semibold text-ink">Places</legend>
        <p className="mb-3 text-sm text-ink-muted">
          A pin code&apos;s rule comes before its state&apos;s. Adding a place again replaces its rule.
        </p>
        {places.length === 0 ? (
          <p className="mb-3 text-sm text-ink-muted">No place rules: cash on delivery everywhere the other rules allow.</p>
        ) : (
          <ul aria-label="Place rules" className="mb-3 divide-y divide-stone-100 rounded-lg border border-stone-200">
            {places.map((place) => (
              <li key={`${place.kind}:${place.value}`} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
                <span>
                  <span className="font-medium">{placeLabel(place)}</span>: {PLACE_EFFECT_LABEL[place.effect]}
                </span>
                <Button
                  variant="danger-ghost"
                  onClick={() => setPlaces((current) => current.filter((each) => each !== place))}
                  aria-label={`Remove ${placeLabel(place)}`}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div className="grid gap-3 sm:grid-cols-2 sm:items-start">
          <SelectField
            label="Kind"
            placeholder="Choose a kind"
            options={[KIND_LABEL.PIN, KIND_LABEL.STATE]}
            value={KIND_LABEL[kind]}
            onChange={(event) => {
              setKind(event.target.value === KIND_LABEL.STATE ? "STATE" : "PIN");
              setPlaceValue("");
              setPlaceError(undefined);
            }}
          />
          {kind === "PIN" ? (
            <TextField
              label="Pin code"
              inputMode="numeric"
              maxLength={6}
              value={placeValue}
              error={placeError}
              onChange={(event) => setPlaceValue(event.target.value)}
            />
          ) : (
            <SelectField
              label="State"
              placeholder="Choose a state"
              options={states}
              value={placeValue}
              error={placeError}
              onChange={(event) => setPlaceValue(event.target.value)}
            />
          )}
          <SelectField
            label="Rule"
            placeholder="Choose a rule"
            options={EFFECTS.map(([, label]) => label)}
            value={PLACE_EFFECT_LABEL[effect]}
            onChange={(event) => setEffect(EFFECTS.find(([, label]) => label === event.target.value)?.[0] ?? "PREPAID_ONLY")}
          />
          <Button variant="secondary" className="sm:mt-7 sm:justify-self-start" onClick={addPlace}>
            Add place
          </Button>
        </div>
      </fieldset>

      <fieldset className="rounded-xl border border-stone-200 p-4" aria-describedby={`${whenId}-hint`}>
        <legend className="px-1 text-sm font-semibold text-ink">Take effect</legend>
        <p id={`${whenId}-hint`} className="mb-2 text-sm text-ink-muted">
          Orders already placed keep the rules they were placed under.
        </p>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
          <label className="flex min-h-11 items-center gap-2">
            <input type="radio" name="when" checked={when === "now"} onChange={() => setWhen("now")} className="size-4" />
            Now
          </label>
          <label className="flex min-h-11 items-center gap-2">
            <input type="radio" name="when" checked={when === "day"} onChange={() => setWhen("day")} className="size-4" />
            From a day
          </label>
          {when === "day" ? (
            <TextField
              label="First day (India)"
              type="date"
              min={today}
              value={day}
              error={failure?.fields.from}
              onChange={(event) => setDay(event.target.value)}
            />
          ) : null}
        </div>
      </fieldset>

      <Button type="submit" disabled={saving}>
        Save rules
      </Button>
    </form>
  );
}
