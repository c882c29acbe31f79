"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-field";
import { notify } from "@/components/ui/toast";
import { sendForm, sendJson } from "./send-form";

import type { SizeFormValues as SizeRowValues } from "@/lib/catalog-admin/products/view";

export type VariantFormValues = { id?: string; colorCode: string; colorName: string; images: string[]; sizes: SizeRowValues[] };

/** A picture of the variant: one it has (its URL) or a new file with a local preview. */
type Picture = { key: string; url: string; file?: File };

const EMPTY_ROW: SizeRowValues = { size: "", priceWithGst: "", cutPriceWithGst: "", stock: "" };
const numeric = (text: string) => text.trim() !== "" && Number.isFinite(Number(text));

/** The variant form: adding when there is no id, editing otherwise. */
export function VariantForm({ productId, initial }: { productId: string; initial: VariantFormValues }) {
  const router = useRouter();
  const [colorCode, setColorCode] = useState(initial.colorCode);
  const [colorName, setColorName] = useState(initial.colorName);
  const [pictures, setPictures] = useState<Picture[]>(() => initial.images.map((url) => ({ key: url, url })));
  const [sizes, setSizes] = useState(initial.sizes);
  const [row, setRow] = useState<SizeRowValues>(EMPTY_ROW);
  const [editing, setEditing] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const backToProduct = `/admin/product/${productId}`;

  useEffect(() => () => pictures.forEach((picture) => picture.file && URL.revokeObjectURL(picture.url)), []); // eslint-disable-line react-hooks/exhaustive-deps

  function addFiles(files: FileList | null) {
    const added = Array.from(files ?? []).map((file) => ({
      key: `${file.name}-${crypto.randomUUID()}`,
      url: URL.createObjectURL(file),
      file,
    }));
    setPictures((current) => [...current, ...added]);
  }

  function move(index: number, by: -1 | 1) {
    setPictures((current) => {
      const next = [...current];
      const [taken] = next.splice(index, 1);
      next.splice(index + by, 0, taken!);
      return next;
    });
  }

  function saveRow() {
    if (
      ![row.size, row.priceWithGst, row.cutPriceWithGst, row.stock].every((value, i) => (i === 0 ? value.trim() !== "" : numeric(value)))
    ) {
      setErrors((current) => ({ ...current, sizes: "Size, Price, and Stock must be valid numbers" }));
      return;
    }
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => key !== "sizes")));
    // An edited row is priced with GST as typed, whatever it was priced with before (decision 083).
    const typed = { size: row.size, priceWithGst: row.priceWithGst, cutPriceWithGst: row.cutPriceWithGst, stock: row.stock };
    setSizes((current) => (editing === null ? [...current, typed] : current.map((old, i) => (i === editing ? typed : old))));
    setRow(EMPTY_ROW);
    setEditing(null);
  }

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (pictures.length === 0) found.images = "Atleast one image is required";
    if (sizes.length === 0) found.sizes = "Atleast one size is required";
    if (!/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(colorCode.trim()))
      found.colorCode = "This field is required and must be a valid hex color code";
    if (!colorName.trim()) found.colorName = "This field is required";
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const form = new FormData();
    form.append("productId", productId);
    if (initial.id) form.append("variantId", initial.id);
    form.append("colorCode", colorCode.trim());
    form.append("colorName", colorName);
    form.append(
      "sizes",
      JSON.stringify(
        sizes.map(({ beforeGst, ...size }) =>
          beforeGst
            ? { size: size.size, price: beforeGst.price, discount: beforeGst.discount, stock: size.stock }
            : { size: size.size, priceWithGst: size.priceWithGst, cutPriceWithGst: size.cutPriceWithGst, stock: size.stock },
        ),
      ),
    );
    for (const picture of pictures) {
      if (picture.file) form.append("images", picture.file, picture.file.name);
      else form.append("images", picture.url);
    }
    const toast = notify.loading(initial.id ? "Updating Varient" : "Adding Varient");
    setProgress(0);
    const answer = await sendForm(initial.id ? "PUT" : "POST", "/api/v1/products/varient", form, setProgress);
    setProgress(null);
    notify.dismiss(toast);
    if (!answer.success) {
      setErrors({ ...answer.errors, form: answer.message ?? "Could not save the variant" });
      return;
    }
    notify.success(answer.message ?? "Saved");
    router.push(backToProduct);
    router.refresh();
  }

  async function remove() {
    if (!initial.id || !window.confirm("Delete this variant?")) return;
    const toast = notify.loading("Deleting Varient");
    const answer = await sendJson("DELETE", "/api/v1/products/varient", { productId, variantId: initial.id });
    notify.dismiss(toast);
    if (!answer.success) return;
    router.push(backToProduct);
    router.refresh();
  }

  return (
    <form onSubmit={save} noValidate className="space-y-6">
      {errors.form ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {errors.form}
        </p>
      ) : null}
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">Images</legend>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {pictures.map((picture, index) => (
            <li key={picture.key} className="rounded-lg border border-stone-200 p-2">
              {/* eslint-disable-next-line @next/next/no-img-element -- local previews (blob: URLs) */}
              <img
                src={picture.url}
                alt={`Image ${index + 1} of ${colorName || "the variant"}`}
                className="aspect-[3/4] w-full rounded object-cover"
              />
              <div className="mt-2 flex flex-wrap gap-1">
                <Button
                  variant="ghost"
                  className="px-2"
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={`Move image ${index + 1} earlier`}
                >
                  ←
                </Button>
                <Button
                  variant="ghost"
                  className="px-2"
                  disabled={index === pictures.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={`Move image ${index + 1} later`}
                >
                  →
                </Button>
                <Button variant="danger-ghost" className="px-2" onClick={() => setPictures((c) => c.filter((_, i) => i !== index))}>
                  Remove<span className="sr-only"> image {index + 1}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
        <label htmlFor="variant-images" className={buttonClasses("secondary", "cursor-pointer")}>
          Add images
        </label>
        <input
          id="variant-images"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          className="sr-only"
          onChange={(e) => {
            addFiles(e.target.files);
            e.target.value = "";
          }}
        />
        {errors.images ? <p className="text-sm text-red-700">{errors.images}</p> : null}
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">Sizes</legend>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th className="p-2">Size</th>
                <th className="p-2">Price with GST (₹)</th>
                <th className="p-2">Cut price with GST (₹)</th>
                <th className="p-2">Stock</th>
                <th className="p-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sizes.map((size, index) => (
                <tr key={`${index}-${size.size}`} className="border-t border-stone-200">
                  <td className="p-2">{size.size}</td>
                  <td className="p-2">{size.priceWithGst}</td>
                  <td className="p-2">{size.cutPriceWithGst}</td>
                  <td className="p-2">{size.stock}</td>
                  <td className="flex gap-1 p-2">
                    <Button variant="ghost" onClick={() => (setRow(size), setEditing(index))}>
                      Edit<span className="sr-only"> size {size.size}</span>
                    </Button>
                    <Button variant="danger-ghost" onClick={() => setSizes((c) => c.filter((_, i) => i !== index))}>
                      Remove<span className="sr-only"> size {size.size}</span>
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          <TextField label="Size" value={row.size} maxLength={20} onChange={(e) => setRow({ ...row, size: e.target.value })} />
          <TextField
            label="Price with GST"
            inputMode="decimal"
            value={row.priceWithGst}
            onChange={(e) => setRow({ ...row, priceWithGst: e.target.value })}
          />
          <TextField
            label="Cut price with GST"
            inputMode="decimal"
            value={row.cutPriceWithGst}
            onChange={(e) => setRow({ ...row, cutPriceWithGst: e.target.value })}
          />
          <TextField label="Stock" inputMode="numeric" value={row.stock} onChange={(e) => setRow({ ...row, stock: e.target.value })} />
          <Button variant="secondary" className="self-end" onClick={saveRow}>
            {editing === null ? "Add size" : "Save size"}
          </Button>
        </div>
        <p className="text-sm text-ink-muted">
          Type what a customer pays, GST included: the shop shows exactly that and works out the price before GST, which invoices and the
          API call the price.
        </p>
        {errors.sizes ? <p className="text-sm text-red-700">{errors.sizes}</p> : null}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex items-start gap-2">
          <TextField
            label="Colour code"
            className="min-w-0 flex-1"
            value={colorCode}
            maxLength={7}
            placeholder="#2e3a87"
            onChange={(e) => setColorCode(e.target.value)}
            error={errors.colorCode}
          />
          {/* The picker and the hex field show one value: either one sets it. */}
          <input
            type="color"
            aria-label="Pick the colour"
            value={pickerColour(colorCode)}
            onChange={(e) => setColorCode(e.target.value)}
            className="mt-[1.625rem] h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-stone-300 bg-white p-1"
          />
        </div>
        <TextField
          label="Colour name"
          value={colorName}
          maxLength={60}
          onChange={(e) => setColorName(e.target.value)}
          error={errors.colorName}
        />
      </div>

      {progress !== null ? (
        <div>
          <label htmlFor="variant-progress" className="text-sm">
            Uploading
          </label>
          <progress id="variant-progress" max={1} value={progress} className="block w-full" />
        </div>
      ) : null}

      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={progress !== null}>
          {initial.id ? "Update Variant" : "Add Variant"}
        </Button>
        {initial.id ? (
          <Button variant="danger" onClick={remove}>
            Delete Variant
          </Button>
        ) : null}
        <Link href={backToProduct} className={buttonClasses("secondary")}>
          Back to Product
        </Link>
      </div>
    </form>
  );
}

/** The hex field's colour as the picker takes it (#rrggbb); black while the field holds no colour. */
function pickerColour(code: string): string {
  const hex = code.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(hex)) return hex;
  if (/^#[0-9a-f]{3}$/.test(hex)) return `#${[...hex.slice(1)].map((digit) => digit + digit).join("")}`;
  return "#000000";
}
