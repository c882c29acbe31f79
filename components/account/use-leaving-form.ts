"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import type { FieldValues } from "react-hook-form";
import { useActionForm, type ActionFormOptions } from "@/components/forms/use-action-form";

type Router = ReturnType<typeof useRouter>;

/**
 * The login, sign-up and reset forms: an action form that leaves the page on success, its button
 * staying off (`busy`) until the next page shows.
 */
export function useLeavingForm<V extends FieldValues, T>({
  leave,
  ...options
}: Omit<ActionFormOptions<V, T>, "onSuccess"> & { leave: (data: T, router: Router) => void }) {
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    onSubmit,
    formState: { errors, isSubmitting },
  } = useActionForm({
    ...options,
    onSuccess: (data) => {
      setLeaving(true);
      leave(data, router);
    },
  });
  return { register, onSubmit, errors, busy: isSubmitting || leaving };
}
