"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { withLoadingToast } from "@/components/forms/action-helpers";
import { notify } from "@/components/ui/toast";
import type { ActionResult } from "@/lib/http/action";

// A back-office settings form of numeric text fields saved by one server action: the server checks
// everything, and its message shows at the top of the form and under the field it names.

type Failure = { message: string; fields: Record<string, string> };

export function useSettingsForm<V extends Record<string, string>>(initial: V) {
  const router = useRouter();
  const [values, setValues] = useState<V>(initial);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [saving, setSaving] = useState(false);

  const field = (name: keyof V) => ({
    value: values[name],
    inputMode: "numeric" as const,
    error: failure?.fields[name as string],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  async function save(loading: string, run: () => Promise<ActionResult<string>>) {
    setSaving(true);
    const result = await withLoadingToast(loading, run);
    setSaving(false);
    if (!result.ok) {
      setFailure({ message: result.message, fields: result.fields ?? {} });
      return notify.error(result.message);
    }
    setFailure(null);
    notify.success(result.data);
    router.refresh();
  }

  return { values, field, failure, saving, save };
}

export function FormFailure({ failure }: { failure: Failure | null }) {
  return failure ? (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {failure.message}
    </p>
  ) : null;
}
