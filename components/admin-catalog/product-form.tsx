"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-field";
import { notify } from "@/components/ui/toast";
import { sendForm, sendJson } from "./send-form";

export type ProductFormValues = {
  id?: string;
  name: string;
  description: string;
  details: string[];
  hsn: string;
  category: string;
  cod: boolean;
  /** The craft region shoppers filter by; "" when not stated. */
  region: string;
  /** Name and description on the Hindi pages; "" when not translated (English is shown). */
  nameHi: string;
  descriptionHi: string;
};

const UNTRANSLATED = "Not translated: the Hindi pages show the English.";

const FIELD = "block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-ink";

/** The product form: create when there is no id, edit otherwise (with Delete Product). */
export function ProductForm({
  initial,
  categories,
  regions,
  codShare,
}: {
  initial: ProductFormValues;
  categories: { id: string; name: string }[];
  /** The regions the catalogue already has, offered as the region is typed. */
  regions: string[];
  /** The share of recent orders paid cash on delivery (percent), or null with no orders: what Off costs. */
  codShare: number | null;
}) {
  const router = useRouter();
  const [values, setValues] = useState(initial);
  const [line, setLine] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<ProductFormValues>) => setValues((current) => ({ ...current, ...patch }));

  function addLine() {
    const text = line.trim();
    if (text) set({ details: [...values.details, text] });
    setLine("");
  }

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const required = ["name", "description", "hsn", "category"] as const;
    const missing = Object.fromEntries(required.filter((key) => !values[key].trim()).map((key) => [key, "This field is required"]));
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    const form = new FormData();
    if (values.id) form.append("id", values.id);
    form.append("name", values.name);
    form.append("description", values.description);
    form.append("details", JSON.stringify(values.details));
    form.append("hsn", values.hsn);
    form.append("category", values.category);
    form.append("cashOnDelivery", values.cod ? "On" : "Off");
    form.append("originRegion", values.region);
    form.append("nameHi", values.nameHi);
    form.append("descriptionHi", values.descriptionHi);
    setBusy(true);
    const toast = notify.loading(values.id ? "Updating Product" : "Creating Product");
    const answer = await sendForm("POST", values.id ? "/api/v1/products/updateProduct" : "/api/v1/products/createProduct", form);
    notify.dismiss(toast);
    setBusy(false);
    if (!answer.success) {
      setErrors(answer.errors ?? {});
      notify.error(answer.message ?? "Could not save the product");
      return;
    }
    notify.success(answer.message ?? "Saved");
    const product = answer.product as { id: string };
    if (values.id) router.refresh();
    else router.push(`/admin/product/${product.id}`);
  }

  async function remove() {
    if (!values.id || !window.confirm("Delete this product? A product with orders is archived instead.")) return;
    const toast = notify.loading("Deleting Product");
    const answer = await sendJson("DELETE", "/api/v1/products/product", { id: values.id });
    notify.dismiss(toast);
    if (!answer.success) return notify.error(answer.message ?? "Could not delete the product");
    notify.success(answer.message ?? "Deleted");
    router.push("/admin/manage-products");
  }

  return (
    <form onSubmit={save} noValidate className="space-y-4">
      <TextField label="Name" value={values.name} onChange={(e) => set({ name: e.target.value })} error={errors.name} maxLength={200} />
      <div>
        <label htmlFor="product-description" className="mb-1.5 block text-sm font-medium">
          Description
        </label>
        <textarea
          id="product-description"
          rows={4}
          className={FIELD}
          value={values.description}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? "product-description-error" : undefined}
          onChange={(e) => set({ description: e.target.value })}
        />
        {errors.description ? (
          <p id="product-description-error" className="mt-1 text-sm text-red-700">
            {errors.description}
          </p>
        ) : null}
      </div>
      <TextField
        label="Name in Hindi"
        lang="hi"
        optional
        hint={values.nameHi.trim() ? undefined : UNTRANSLATED}
        value={values.nameHi}
        onChange={(e) => set({ nameHi: e.target.value })}
        error={errors.nameHi}
        maxLength={200}
      />
      <div>
        <label htmlFor="product-description-hi" className="mb-1.5 block text-sm font-medium">
          Description in Hindi <span className="font-normal text-ink-muted">(optional)</span>
        </label>
        <textarea
          id="product-description-hi"
          lang="hi"
          rows={4}
          className={FIELD}
          value={values.descriptionHi}
          aria-invalid={errors.descriptionHi ? true : undefined}
          aria-describedby="product-description-hi-note"
          onChange={(e) => set({ descriptionHi: e.target.value })}
        />
        <p id="product-description-hi-note" className={`mt-1 text-sm ${errors.descriptionHi ? "text-red-700" : "text-ink-muted"}`}>
          {errors.descriptionHi ?? (values.descriptionHi.trim() ? "" : UNTRANSLATED)}
        </p>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Details</legend>
        <ul className="space-y-1">
          {values.details.map((detail, index) => (
            <li key={`${index}-${detail}`} className="flex items-center justify-between gap-2 rounded border border-stone-200 px-3 py-1">
              <span className="break-words">{detail}</span>
              <Button variant="danger-ghost" onClick={() => set({ details: values.details.filter((_, i) => i !== index) })}>
                Remove<span className="sr-only"> detail {detail}</span>
              </Button>
            </li>
          ))}
        </ul>
        <div className="flex gap-2">
          <TextField
            label="New detail line"
            className="flex-1"
            value={line}
            maxLength={300}
            onChange={(e) => setLine(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                addLine();
              }
            }}
          />
          <Button variant="secondary" className="self-end" onClick={addLine}>
            Add detail
          </Button>
        </div>
      </fieldset>
      <TextField
        label="HSN code"
        inputMode="numeric"
        value={values.hsn}
        onChange={(e) => set({ hsn: e.target.value })}
        error={errors.hsn}
        hint="4, 6 or 8 digits"
        maxLength={8}
      />
      <TextField
        label="Craft region"
        optional
        list="product-regions"
        autoComplete="off"
        value={values.region}
        onChange={(e) => set({ region: e.target.value })}
        error={errors.originRegion}
        hint="Where the craft comes from, such as Lucknow for chikankari. Shoppers filter by it."
        maxLength={60}
      />
      <datalist id="product-regions">
        {regions.map((region) => (
          <option key={region} value={region} />
        ))}
      </datalist>
      <div>
        <label htmlFor="product-category" className="mb-1.5 block text-sm font-medium">
          Category
        </label>
        <select
          id="product-category"
          className={FIELD}
          value={values.category}
          aria-invalid={errors.category ? true : undefined}
          aria-describedby={errors.category ? "product-category-error" : undefined}
          onChange={(e) => set({ category: e.target.value })}
        >
          <option value="">Choose a category</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
        {errors.category ? (
          <p id="product-category-error" className="mt-1 text-sm text-red-700">
            {errors.category}
          </p>
        ) : null}
      </div>
      <fieldset aria-describedby="product-cod-hint">
        <legend className="mb-1.5 text-sm font-medium">Cash on Delivery</legend>
        <div className="flex gap-4">
          {(["On", "Off"] as const).map((option) => (
            <label key={option} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="cashOnDelivery"
                checked={values.cod === (option === "On")}
                onChange={() => set({ cod: option === "On" })}
              />
              {option}
            </label>
          ))}
        </div>
        <p id="product-cod-hint" className="mt-1 text-sm text-ink-muted">
          Off: shoppers cannot pay cash for this kurta, and a cart holding it cannot be paid on delivery.{" "}
          {codShare === null
            ? "Most shoppers in India pay cash on delivery."
            : `${codShare}% of the shop's orders in the last 90 days were paid cash on delivery.`}{" "}
          New products start Off; Manage Category turns a whole category on at once.
        </p>
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {values.id ? "Update Product" : "Create Product"}
        </Button>
        {values.id ? (
          <Button variant="danger" onClick={remove}>
            Delete Product
          </Button>
        ) : null}
      </div>
    </form>
  );
}
