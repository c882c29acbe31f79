"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type DefaultValues, type FieldValues, type Path } from "react-hook-form";
import type { z } from "zod";
import type { ActionResult } from "@/lib/http/action";
import { showFailure, withLoadingToast } from "./action-helpers";

export type ActionFormOptions<V extends FieldValues, T> = {
  /** The zod schema the server action parses too. */
  schema: z.ZodType<unknown, V>;
  defaultValues: DefaultValues<V>;
  /** The server action (or a call to one). */
  action: (values: V) => Promise<ActionResult<T>>;
  /** Shown as a loading toast while the action runs; none when absent. */
  loading?: string;
  /** The fields that show the server's message for them. */
  fields: readonly Path<V>[];
  onSuccess?: (data: T, values: V) => void;
};

/**
 * A form checked in the browser by the server's own schema, posted to a server action: a
 * refusal shows as an error toast and under each field it names; success goes to onSuccess.
 */
export function useActionForm<V extends FieldValues, T>({
  schema,
  defaultValues,
  action,
  loading,
  fields,
  onSuccess,
}: ActionFormOptions<V, T>) {
  const form = useForm<V>({ resolver: zodResolver(schema, undefined, { raw: true }), defaultValues });
  const onSubmit = form.handleSubmit(async (values) => {
    const result = loading ? await withLoadingToast(loading, () => action(values)) : await action(values);
    if (!result.ok) return showFailure(result, form.setError, fields);
    onSuccess?.(result.data, values);
  });
  return { ...form, onSubmit };
}
