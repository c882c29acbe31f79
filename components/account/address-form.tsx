"use client";

import { useEffect, useRef } from "react";
import { useWatch } from "react-hook-form";
import { citiesOf, STATE_NAMES } from "@/lib/accounts/india-locations";
import { addressSchema, type AddressInput } from "@/lib/accounts/schemas";
import type { AddressView } from "@/lib/accounts/user-view";
import type { ActionResult } from "@/lib/http/action";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/form-field";
import { useActionForm } from "@/components/forms/use-action-form";

const FIELDS = ["name", "addressLine1", "addressLine2", "state", "city", "pinCode", "phoneNumber"] as const;

/** The add / edit form; `onSave` calls the server and returns its result. */
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
  const frame = useRef<HTMLDivElement>(null);
  const {
    register,
    control,
    onSubmit,
    setValue,
    setFocus,
    formState: { errors, isSubmitting },
  } = useActionForm({ schema: addressSchema, defaultValues: initial, action: onSave, fields: FIELDS });
  const state = useWatch({ control, name: "state" });
  const cities = citiesOf(state);

  // Bring the form into view (under the sticky header) and put the cursor in it.
  useEffect(() => {
    frame.current?.scrollIntoView({ behavior: "smooth", block: "start" });
    setFocus("name", { shouldSelect: false });
  }, [setFocus]);

  return (
    <div ref={frame} className="scroll-mt-20 rounded-xl border border-brand-200 bg-brand-50/50 p-4 sm:p-5">
      <h3 className="text-base font-semibold text-ink">{title}</h3>
      <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField label="Name" autoComplete="name" className="sm:col-span-2" error={errors.name?.message} {...register("name")} />
        <TextField
          label="Address Line 1"
          autoComplete="address-line1"
          className="sm:col-span-2"
          error={errors.addressLine1?.message}
          {...register("addressLine1")}
        />
        <TextField
          label="Address Line 2"
          autoComplete="address-line2"
          optional
          className="sm:col-span-2"
          error={errors.addressLine2?.message}
          {...register("addressLine2")}
        />
        <SelectField
          label="State"
          autoComplete="address-level1"
          placeholder="Select a state"
          options={STATE_NAMES}
          error={errors.state?.message}
          {...register("state", { onChange: () => setValue("city", "") })}
        />
        <SelectField
          label="City"
          autoComplete="address-level2"
          placeholder={state ? "Select a city" : "Select a state first"}
          options={cities}
          disabled={!state}
          error={errors.city?.message}
          {...register("city")}
        />
        <TextField
          label="Pin code"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          error={errors.pinCode?.message}
          {...register("pinCode")}
        />
        <TextField
          label="Phone Number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          error={errors.phoneNumber?.message}
          {...register("phoneNumber")}
        />
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <Button type="submit" disabled={isSubmitting}>
            Save address
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}
