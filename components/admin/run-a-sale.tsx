"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { withLoadingToast } from "@/components/forms/action-helpers";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/form-field";
import { notify } from "@/components/ui/toast";
import { createPromotionAction } from "@/lib/promotions/admin/actions";
import type { CategoryOption } from "@/lib/promotions/admin/page-data";

// "Run a sale" in a minute: a category, a percentage and the days in India make an automatic,
// combinable percentage off that category (the same promotion the full editor would make). Once
// started, the form empties in full and says so, ready for the next sale.

export function RunASale({ categories, today }: { categories: readonly CategoryOption[]; today: string }) {
  const router = useRouter();
  const [category, setCategory] = useState("");
  const [percent, setPercent] = useState("");
  const [startsAt, setStartsAt] = useState(today);
  const [endsAt, setEndsAt] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [started, setStarted] = useState("");

  async function run(event: React.FormEvent) {
    event.preventDefault();
    const chosen = categories.find((each) => each.name === category);
    if (!chosen) return setErrors({ category: "Choose a category" });
    setSaving(true);
    setStarted("");
    const result = await withLoadingToast("Starting the sale", () =>
      createPromotionAction({
        title: `${percent}% off ${chosen.name}`,
        type: "PERCENT",
        value: percent,
        startsAt,
        endsAt,
        combinable: true,
        targets: { categoryIds: [chosen.id] },
      }),
    );
    setSaving(false);
    if (!result.ok) {
      setErrors(result.fields ?? {});
      return notify.error(result.message);
    }
    setErrors({});
    setCategory("");
    setPercent("");
    setStartsAt(today);
    setEndsAt("");
    setStarted(result.data.notice);
    notify.success(result.data.notice);
    router.refresh();
  }

  return (
    <form onSubmit={run} noValidate aria-label="Run a sale" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-start">
      <SelectField
        label="Category"
        placeholder="Choose a category"
        options={categories.map((each) => each.name)}
        value={category}
        error={errors.category}
        onChange={(event) => setCategory(event.target.value)}
      />
      <TextField
        label="Percentage off"
        inputMode="decimal"
        value={percent}
        error={errors.value}
        onChange={(event) => setPercent(event.target.value)}
      />
      <TextField
        label="From (India)"
        type="date"
        value={startsAt}
        error={errors.startsAt}
        onChange={(event) => setStartsAt(event.target.value)}
      />
      <TextField
        label="To (India)"
        type="date"
        value={endsAt}
        error={errors.endsAt}
        hint="To the end of that day."
        onChange={(event) => setEndsAt(event.target.value)}
      />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-4">
        <Button type="submit" disabled={saving}>
          Start the sale
        </Button>
        <p role="status" className="text-sm font-semibold text-emerald-800">
          {started ? `Started: ${started}. The form is ready for another sale.` : null}
        </p>
      </div>
    </form>
  );
}
