"use client";

import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { useFormT } from "./form-words";

// Labelled form controls: the label is tied to the control, and an error message sits under
// it, announced and linked through aria-describedby, with aria-invalid on the control.

const CONTROL =
  "block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-ink shadow-sm placeholder:text-stone-400 " +
  "focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 " +
  "aria-invalid:border-red-600 aria-invalid:ring-red-100 " +
  "disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-500";

// Only for inputs: a <select> always matches :read-only.
const INPUT = `${CONTROL} read-only:border-stone-200 read-only:bg-stone-50 read-only:shadow-none read-only:focus:ring-0`;

type FieldFrameProps = {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** The hint changes as the shopper types (a look-up's answer): read out when it does. */
  liveHint?: boolean;
  optional?: boolean;
  className?: string;
  children: ReactNode;
};

function FieldFrame({ id, label, error, hint, liveHint, optional, className, children }: FieldFrameProps) {
  const t = useFormT();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
        {optional ? <span className="font-normal text-ink-muted">{t("optional")}</span> : null}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} aria-live={liveHint ? "polite" : undefined} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: string): string | undefined {
  if (error) return `${id}-error`;
  if (hint) return `${id}-hint`;
  return undefined;
}

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "className"> & {
  label: string;
  error?: string;
  hint?: string;
  liveHint?: boolean;
  optional?: boolean;
  className?: string;
  ref?: Ref<HTMLInputElement>;
};

export function TextField({ label, error, hint, liveHint, optional, className, id, ref, ...input }: TextFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint} liveHint={liveHint} optional={optional} className={className}>
      <input
        ref={ref}
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        className={INPUT}
        {...input}
      />
    </FieldFrame>
  );
}

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "className"> & {
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  placeholder: string;
  options: readonly string[];
  ref?: Ref<HTMLSelectElement>;
};

export function SelectField({ label, error, hint, className, id, placeholder, options, ref, ...select }: SelectFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint} className={className}>
      <select
        ref={ref}
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        className={CONTROL}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "className"> & {
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

export function TextAreaField({ label, error, hint, className, id, ref, ...textarea }: TextAreaFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint} className={className}>
      <textarea
        ref={ref}
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        className={CONTROL}
        {...textarea}
      />
    </FieldFrame>
  );
}
