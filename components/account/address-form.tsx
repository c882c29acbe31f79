"use client";

import { useEffect, useId, useRef } from "react";
import { useWatch } from "react-hook-form";
import { citiesOf, STATE_NAMES } from "@/lib/accounts/addresses/india-locations";
import { sameName } from "@/lib/accounts/addresses/place-names";
import { addressSchema, type AddressInput } from "@/lib/accounts/address-schema";
import type { AddressView } from "@/lib/accounts/user-view";
import type { ActionResult } from "@/lib/http/action";
import { isPinCode } from "@/lib/shipping/zones";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/form-field";
import { useActionForm } from "@/components/forms/use-action-form";
import { pinHint, usePinPlace, type PinPlace } from "./use-pin-place";
import { useLocale, useT } from "@/components/i18n/locale-context";
import { checkout } from "@/lib/i18n/messages/checkout";

const FIELDS = ["pinCode", "state", "city", "locality", "landmark", "addressLine1", "addressLine2", "name", "phoneNumber"] as const;

/**
 * The add / edit form, pin code first: its place fills the state and the city, and suggests
 * cities and localities; each can still be typed or chosen by hand. `onSave` calls the server.
 */
export function AddressForm({
  title,
  initial,
  onSave,
  onCancel,
}: {
  title: string;
  initial: AddressInput;
  onSave: (values: AddressInput) => Promise<ActionResult<AddressView[]>>;
  onCancel: () => void;
}) {
  const t = useT(checkout);
  const locale = useLocale();
  const frame = useRef<HTMLDivElement>(null);
  const ids = useId();
  const {
    register,
    control,
    onSubmit,
    getValues,
    setValue,
    setFocus,
    formState: { errors, isSubmitting, isSubmitted },
  } = useActionForm({ schema: addressSchema, defaultValues: initial, action: onSave, fields: FIELDS });
  const { lookup, lookUp, clear } = usePinPlace();
  const state = useWatch({ control, name: "state" });
  const place = lookup.kind === "found" && lookup.place.state === state ? lookup.place : null;
  const cities = [...new Set([...(place?.cities ?? []), ...citiesOf(state)])];

  /** The place of a pin code the shopper typed: its state, and its city unless the one there is of this place. */
  function fill(found: PinPlace) {
    const options = { shouldValidate: isSubmitted, shouldDirty: true };
    setValue("state", found.state, options);
    const city = getValues("city").trim();
    const ofPlace = [...found.cities, ...found.localities].some((name) => sameName(name, city));
    if (found.city && (!city || !ofPlace)) setValue("city", found.city, options);
  }

  async function pinTyped(pin: string) {
    if (!isPinCode(pin)) return clear();
    const found = await lookUp(pin);
    if (found) fill(found);
  }

  // Bring the form into view (under the sticky header) and put the cursor in it. A pin code it
  // starts with (an address being edited, or the one checked on a product page) is looked up:
  // a new address takes its place, an edited one only its suggestions.
  useEffect(() => {
    frame.current?.scrollIntoView({ behavior: "smooth", block: "start" });
    setFocus("pinCode", { shouldSelect: false });
    const pin = String(initial.pinCode ?? "");
    if (!isPinCode(pin)) return;
    void lookUp(pin).then((found) => {
      if (found && !initial.state) fill(found);
    });
    // Once, with the values the form opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div ref={frame} className="scroll-mt-20 rounded-xl border border-brand-200 bg-brand-50/50 p-4 sm:p-5">
      <h3 className="text-base font-semibold text-ink">{title}</h3>
      <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("address.pinCode")}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          hint={pinHint(lookup, locale)}
          liveHint
          error={errors.pinCode?.message}
          {...register("pinCode", { onChange: (event) => void pinTyped(String(event.target.value).trim()) })}
        />
        <SelectField
          label={t("address.state")}
          autoComplete="address-level1"
          placeholder={t("address.selectState")}
          options={STATE_NAMES}
          error={errors.state?.message}
          {...register("state", { onChange: () => setValue("city", "") })}
        />
        <TextField
          label={t("address.city")}
          autoComplete="address-level2"
          list={`${ids}-cities`}
          error={errors.city?.message}
          {...register("city")}
        />
        <TextField
          label={t("address.locality")}
          autoComplete="address-level3"
          list={`${ids}-localities`}
          optional
          error={errors.locality?.message}
          {...register("locality")}
        />
        <TextField
          label={t("address.line1")}
          autoComplete="address-line1"
          hint={t("address.line1Hint")}
          className="sm:col-span-2"
          error={errors.addressLine1?.message}
          {...register("addressLine1")}
        />
        <TextField
          label={t("address.line2")}
          autoComplete="address-line2"
          optional
          className="sm:col-span-2"
          error={errors.addressLine2?.message}
          {...register("addressLine2")}
        />
        <TextField
          label={t("address.landmark")}
          optional
          className="sm:col-span-2"
          error={errors.landmark?.message}
          {...register("landmark")}
        />
        <TextField label={t("address.name")} autoComplete="name" error={errors.name?.message} {...register("name")} />
        <TextField
          label={t("address.phoneNumber")}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          error={errors.phoneNumber?.message}
          {...register("phoneNumber")}
        />
        <datalist id={`${ids}-cities`}>
          {cities.map((city) => (
            <option key={city} value={city} />
          ))}
        </datalist>
        <datalist id={`${ids}-localities`}>
          {(place?.localities ?? []).map((locality) => (
            <option key={locality} value={locality} />
          ))}
        </datalist>
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <Button type="submit" disabled={isSubmitting}>
            {t("address.save")}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            {t("address.cancel")}
          </Button>
        </div>
      </form>
    </div>
  );
}
