"use client";

// Radio buttons drawn as cards, each with a title and a line under it (where a refund goes, for one).

export type ChoiceCard<T extends string> = { key: T; title: string; hint: string };

const OPTION =
  "flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-stone-300 bg-white p-3 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50";

export function ChoiceCards<T extends string>({
  name,
  legend,
  legendClassName = "mb-2 text-sm font-semibold",
  options,
  value,
  onChange,
  children,
}: {
  name: string;
  legend: string;
  legendClassName?: string;
  options: ChoiceCard<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Shown under the cards. */
  children?: React.ReactNode;
}) {
  return (
    <fieldset>
      <legend className={legendClassName}>{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option.key} className={OPTION}>
            <input
              type="radio"
              name={name}
              value={option.key}
              checked={value === option.key}
              onChange={() => onChange(option.key)}
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
            />
            <span>
              <span className="block font-semibold text-ink">{option.title}</span>
              <span className="block text-ink-muted">{option.hint}</span>
            </span>
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
