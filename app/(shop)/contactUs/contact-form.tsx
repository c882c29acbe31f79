"use client";

import { useWatch } from "react-hook-form";
import { EmailField } from "@/components/forms/email-field";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-field";
import { notify } from "@/components/ui/toast";
import { sendContactMessageAction } from "@/lib/contact/actions";
import { CONTACT_THANKS, MESSAGE_MAX, MESSAGE_MIN, contactSchema, type ContactInput } from "@/lib/contact/schemas";

const EMPTY: ContactInput = { name: "", email: "", message: "" };

const TEXTAREA =
  "block min-h-36 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-ink shadow-sm placeholder:text-stone-500 " +
  "focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-invalid:border-red-600 aria-invalid:ring-red-100";

export function ContactForm() {
  const {
    register,
    onSubmit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useActionForm({
    schema: contactSchema,
    defaultValues: EMPTY,
    loading: "Sending your message...",
    action: sendContactMessageAction,
    fields: ["name", "email", "message"],
    onSuccess: () => {
      notify.success(CONTACT_THANKS);
      reset(EMPTY);
    },
  });
  const length = useWatch({ control, name: "message" }).length;

  const messageError = errors.message?.message;
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register("name")} />
        <EmailField error={errors.email?.message} {...register("email")} />
      </div>
      <div>
        <label htmlFor="contact-message" className="mb-1.5 block text-sm font-medium text-ink">
          Message
        </label>
        <textarea
          id="contact-message"
          rows={6}
          maxLength={MESSAGE_MAX}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? "contact-message-error" : "contact-message-hint"}
          placeholder="Your order number, the product or size you are asking about, or how we can help"
          className={TEXTAREA}
          {...register("message")}
        />
        {messageError ? (
          <p id="contact-message-error" role="alert" className="mt-1 text-sm text-red-700">
            {messageError}
          </p>
        ) : (
          <p id="contact-message-hint" className="mt-1 flex justify-between gap-4 text-sm text-ink-muted">
            <span>At least {MESSAGE_MIN} characters.</span>
            <span aria-hidden="true">
              {length}/{MESSAGE_MAX}
            </span>
          </p>
        )}
      </div>
      <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
        Send message
      </Button>
    </form>
  );
}
