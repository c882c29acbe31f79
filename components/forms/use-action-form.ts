"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path, type Resolver } from "react-hook-form";
import type { z } from "zod";
import type { ActionResult } from "@/lib/http/action";
import { localFailure, useLocalMessage } from "@/components/i18n/page-words-context";
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
  const local = useLocalMessage();
  const form = useForm<V>({ resolver: inLanguage(zodResolver(schema, undefined, { raw: true }), local), defaultValues });
  const onSubmit = form.handleSubmit(async (values) => {
    const result = loading ? await withLoadingToast(loading, () => action(values)) : await action(values);
    if (!result.ok) return showFailure(localFailure(result, local), form.setError, fields);
    onSuccess?.(result.data, values);
  });
  return { ...form, onSubmit };
}

/** The schema's field messages in the page's language. */
function inLanguage<V extends FieldValues>(resolver: Resolver<V>, local: (message: string) => string): Resolver<V> {
  return async (...args) => {
    const result = await resolver(...args);
    for (const error of Object.values(result.errors as FieldErrors)) {
      if (error && typeof error.message === "string") error.message = local(error.message);
    }
    return result;
  };
}
