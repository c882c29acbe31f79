"use client";

import { useRouter } from "next/navigation";
import { useWatch } from "react-hook-form";
import type { z } from "zod";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/form-field";
import { notify } from "@/components/ui/toast";
import type { ActionResult } from "@/lib/http/action";
import { createPromotionAction, updatePromotionAction } from "@/lib/promotions/admin/actions";
import type { CategoryOption, SampleItem } from "@/lib/promotions/admin/page-data";
import { promotionInputSchema } from "@/lib/promotions/admin/schemas";
import { PromotionPreview } from "./promotion-preview";
import { EMPTY_PROMOTION, type EditorValues } from "./promotion-values";

// Admin → Promotions: a promotion's form (new, or one to change), checked in the browser by the
// server's own schema, with a live preview on a sample cart beside it.

const FIELDS = [
  "code",
  "title",
  "type",
  "value",
  "buy",
  "get",
  "maxRepeats",
  "gift",
  "minCart",
  "startsAt",
  "endsAt",
  "usageLimit",
  "perCustomerLimit",
  "budget",
] as const;

const TYPE_LABEL = { PERCENT: "Percentage off", FIXED: "Amount off", BUY_X_GET_Y: "Buy X get Y", GIFT: "Free gift" } as const;
const TYPES = Object.entries(TYPE_LABEL) as [EditorValues["type"], string][];
const VALUE_LABEL = {
  PERCENT: "Percentage off (%)",
  FIXED: "Amount off (₹, with GST)",
  BUY_X_GET_Y: "Off the pieces given (%; 100 = free)",
  GIFT: "",
};

type Props = {
  /** The promotion to change; none for a new one. */
  id?: string;
  initial: EditorValues;
  /** Used already: its code, kind, value and targets can no longer change. */
  locked?: boolean;
  categories: readonly CategoryOption[];
  samples: readonly SampleItem[];
};

export function PromotionEditor({ id, initial, locked = false, categories, samples }: Props) {
  const router = useRouter();
  const save = (values: EditorValues): Promise<ActionResult<string>> =>
    id
      ? updatePromotionAction(id, values)
      : createPromotionAction(values).then((result) => (result.ok ? { ok: true, data: result.data.notice } : result));
  const form = useActionForm({
    // The fields hold text; the schema takes text or numbers (its input type is wider than the form's).
    schema: promotionInputSchema as unknown as z.ZodType<unknown, EditorValues>,
    defaultValues: initial,
    action: save,
    loading: "Saving the promotion",
    fields: FIELDS,
    onSuccess: (notice) => {
      notify.success(notice);
      if (!id) form.reset(EMPTY_PROMOTION);
      router.refresh();
    },
  });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const values = useWatch({ control }) as EditorValues;
  const type = values.type ?? initial.type;
  const chosen = values.targets?.categoryIds ?? [];

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
      <form onSubmit={form.onSubmit} noValidate aria-label={id ? "Change the promotion" : "New promotion"} className="min-w-0 space-y-4">
        {locked ? (
          <p className="rounded-lg bg-stone-100 px-3 py-2 text-sm text-ink">
            Orders have used this promotion: its code, kind, value and targets are locked. Its title, dates, limits and conditions can
            change.
          </p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Title" hint="What shoppers see in the cart." error={errors.title?.message} {...register("title")} />
          <TextField
            label="Code"
            optional
            readOnly={locked}
            hint="Letters, digits, - or _. Empty: automatic, no code to type."
            error={errors.code?.message}
            {...register("code")}
          />
          <SelectField
            label="Kind"
            placeholder="Choose a kind"
            options={TYPES.map(([, label]) => label)}
            disabled={locked}
            value={TYPE_LABEL[type]}
            onChange={(event) => form.setValue("type", TYPES.find(([, label]) => label === event.target.value)?.[0] ?? "PERCENT")}
          />
          {type === "GIFT" ? (
            <TextField label="Size given free (its id)" readOnly={locked} error={errors.gift?.message} {...register("gift")} />
          ) : (
            <TextField
              label={VALUE_LABEL[type]}
              inputMode="decimal"
              readOnly={locked}
              optional={type === "BUY_X_GET_Y"}
              error={errors.value?.message}
              {...register("value")}
            />
          )}
          {type === "BUY_X_GET_Y" ? (
            <>
              <TextField label="Pieces to buy (X)" inputMode="numeric" readOnly={locked} error={errors.buy?.message} {...register("buy")} />
              <TextField label="Pieces given (Y)" inputMode="numeric" readOnly={locked} error={errors.get?.message} {...register("get")} />
              <TextField
                label="Repeats at most"
                optional
                inputMode="numeric"
                readOnly={locked}
                error={errors.maxRepeats?.message}
                {...register("maxRepeats")}
              />
            </>
          ) : null}
          <TextField
            label="Starts (India)"
            type="date"
            optional
            hint="From 00:00 IST."
            error={errors.startsAt?.message}
            {...register("startsAt")}
          />
          <TextField
            label="Ends (India)"
            type="date"
            optional
            hint="To the end of that day."
            error={errors.endsAt?.message}
            {...register("endsAt")}
          />
          <TextField
            label="Minimum cart (₹, with GST)"
            optional
            inputMode="decimal"
            error={errors.minCart?.message}
            {...register("minCart")}
          />
          <TextField label="Total uses" optional inputMode="numeric" error={errors.usageLimit?.message} {...register("usageLimit")} />
          <TextField
            label="Uses per customer"
            optional
            inputMode="numeric"
            hint="Counted by account, email and phone."
            error={errors.perCustomerLimit?.message}
            {...register("perCustomerLimit")}
          />
          <TextField label="Budget (₹ of discount)" optional inputMode="decimal" error={errors.budget?.message} {...register("budget")} />
        </div>
        <fieldset className="rounded-xl border border-stone-200 p-4" disabled={locked}>
          <legend className="px-1 text-sm font-semibold text-ink">Categories</legend>
          <p className="mb-2 text-sm text-ink-muted">None ticked: the whole cart.</p>
          <div className="flex flex-wrap gap-x-5 gap-y-1">
            {categories.map((category) => (
              <label key={category.id} className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={chosen.includes(category.id)}
                  onChange={(event) =>
                    form.setValue(
                      "targets.categoryIds",
                      event.target.checked ? [...chosen, category.id] : chosen.filter((each) => each !== category.id),
                    )
                  }
                />
                {category.name}
              </label>
            ))}
          </div>
          {(initial.targets.productIds.length > 0 || initial.targets.sizeIds.length > 0) && (
            <p className="mt-2 text-sm text-ink-muted">It also targets products or sizes chosen through the API.</p>
          )}
        </fieldset>
        <fieldset className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <legend className="sr-only">Conditions</legend>
          <label className="flex min-h-11 items-center gap-2">
            <input type="checkbox" className="size-4" {...register("combinable")} />
            Combines with other offers
          </label>
          <label className="flex min-h-11 items-center gap-2">
            <input type="checkbox" className="size-4" {...register("combinesWithSales")} />
            Applies to items on sale
          </label>
          <label className="flex min-h-11 items-center gap-2">
            <input type="checkbox" className="size-4" {...register("firstOrderOnly")} />
            First order only
          </label>
          <label className="flex min-h-11 items-center gap-2">
            <input type="checkbox" className="size-4" {...register("prepaidOnly")} />
            Paid online only
          </label>
          {values.code?.trim() ? (
            <label className="flex min-h-11 items-center gap-2">
              <input type="checkbox" className="size-4" {...register("listed")} />
              Show in &ldquo;Offers for you&rdquo; (untick for a private code, say for Instagram only)
            </label>
          ) : null}
        </fieldset>
        <Button type="submit" disabled={formState.isSubmitting}>
          {id ? "Save changes" : "Save promotion"}
        </Button>
      </form>
      <section aria-labelledby="preview-title" className="min-w-0 self-start rounded-xl border border-stone-200 bg-stone-50 p-4">
        <h3 id="preview-title" className="mb-2 text-sm font-semibold text-ink">
          Preview on a sample cart
        </h3>
        <PromotionPreview values={values} samples={samples} />
      </section>
    </div>
  );
}
