"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-field";
import { notify } from "@/components/ui/toast";
import { sendForm } from "./send-form";

/** Add a category, or update one (with Go Back). */
export function CategoryForm({ category }: { category?: { id: string; name: string; nameHi: string; image: string } }) {
  const router = useRouter();
  const [name, setName] = useState(category?.name ?? "");
  const [nameHi, setNameHi] = useState(category?.nameHi ?? "");
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState(category?.image ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = "This field is required";
    if (!file && !category) found.image = "Image is required";
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const form = new FormData();
    if (category) form.append("id", category.id);
    form.append("name", name.trim());
    form.append("nameHi", nameHi.trim());
    if (file) form.append("image", file, file.name);
    const toast = notify.loading("Updating Category");
    const answer = await sendForm(category ? "PUT" : "POST", "/api/v1/products/category", form);
    notify.dismiss(toast);
    if (!answer.success) {
      setErrors(answer.errors ?? {});
      return notify.error(answer.message ?? "Could not save the category");
    }
    notify.success(answer.message ?? "Saved");
    router.push("/admin/manage-category");
    router.refresh();
  }

  return (
    <form onSubmit={save} noValidate className="max-w-md space-y-4">
      <div>
        <label htmlFor="category-image" className="mb-1.5 block text-sm font-medium">
          Image
        </label>
        {preview ? (
          // eslint-disable-next-line @next/next/no-img-element -- a local preview (blob: URL) or the stored image
          <img src={preview} alt={`Picture of ${name || "the category"}`} className="mb-2 h-32 w-32 rounded object-cover" />
        ) : null}
        <input
          id="category-image"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-invalid={errors.image ? true : undefined}
          aria-describedby={errors.image ? "category-image-error" : undefined}
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? null;
            setFile(chosen);
            if (chosen) setPreview(URL.createObjectURL(chosen));
          }}
        />
        {errors.image ? (
          <p id="category-image-error" className="mt-1 text-sm text-red-700">
            {errors.image}
          </p>
        ) : null}
      </div>
      <TextField label="Name" value={name} maxLength={60} onChange={(e) => setName(e.target.value)} error={errors.name} />
      <TextField
        label="Name in Hindi"
        lang="hi"
        optional
        hint={nameHi.trim() ? undefined : "Not translated: the Hindi pages show the English name."}
        value={nameHi}
        maxLength={60}
        onChange={(e) => setNameHi(e.target.value)}
        error={errors.nameHi}
      />
      <div className="flex gap-2">
        <Button type="submit">{category ? "Update Category" : "Add Category"}</Button>
        {category ? (
          <Link href="/admin/manage-category" className={buttonClasses("secondary")}>
            Go Back
          </Link>
        ) : null}
      </div>
    </form>
  );
}
