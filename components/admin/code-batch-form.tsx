"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { withLoadingToast } from "@/components/forms/action-helpers";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-field";
import { notify } from "@/components/ui/toast";
import { createCodeBatchAction } from "@/lib/promotions/admin/actions";

// A batch of single-use codes: a prefix, how many, the amount or percentage off and the last day;
// the list below the form downloads each batch as CSV.

type Values = { prefix: string; count: string; title: string; kind: "PERCENT" | "FIXED"; value: string; endsAt: string };

export function CodeBatchForm() {
  const router = useRouter();
  const [values, setValues] = useState<Values>({ prefix: "", count: "50", title: "", kind: "FIXED", value: "", endsAt: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const field = (name: Exclude<keyof Values, "kind">) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  async function make(event: React.FormEvent) {
    event.preventDefault();
    setSaving(true);
    const { kind, ...rest } = values;
    const result = await withLoadingToast("Making the codes", () => createCodeBatchAction({ ...rest, type: kind }));
    setSaving(false);
    if (!result.ok) {
      setErrors(result.fields ?? {});
      return notify.error(result.message);
    }
    setErrors({});
    notify.success(result.data.notice);
    router.refresh();
  }

  return (
    <form onSubmit={make} noValidate aria-label="New code batch" className="grid gap-4 sm:grid-cols-2">
      <TextField label="Prefix" hint="2 to 12 letters or digits, e.g. VIP." {...field("prefix")} />
      <TextField label="How many codes" inputMode="numeric" hint="Up to 1,000, each for one order." {...field("count")} />
      <TextField label="Title" {...field("title")} />
      <fieldset className="flex flex-wrap items-center gap-x-5 text-sm">
        <legend className="mb-1 text-sm font-medium text-ink">Off</legend>
        {(["FIXED", "PERCENT"] as const).map((kind) => (
          <label key={kind} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="batch-kind"
              className="size-4"
              checked={values.kind === kind}
              onChange={() => setValues((current) => ({ ...current, kind }))}
            />
            {kind === "FIXED" ? "Rupees" : "Percent"}
          </label>
        ))}
      </fieldset>
      <TextField
        label={values.kind === "FIXED" ? "Amount off (₹, with GST)" : "Percentage off (%)"}
        inputMode="decimal"
        {...field("value")}
      />
      <TextField label="Last day (India)" type="date" optional {...field("endsAt")} />
      <Button type="submit" disabled={saving} className="sm:justify-self-start">
        Make codes
      </Button>
    </form>
  );
}
