"use client";

import { useImperativeHandle, useRef, type KeyboardEvent, type ReactNode, type Ref } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";

// A single-choice group of buttons that behaves like radio buttons (WAI-ARIA radio group): one
// tab stop, the arrow keys (and Home / End) move to the next choice and choose it. A disabled
// choice (shown, but not to be chosen) is skipped. Every choice waits for hydration: a tap before it is impossible.

/** A choice; `label` names it when its content does not (a swatch), else the content is its name. */
export type RadioOption = { key: string; label?: string; className: string; content: ReactNode; disabled?: boolean };

/** What a parent can do with the group: focus its tab stop (when the shopper must choose here). */
export type RadioGroupHandle = { focus: () => void };

export function RadioGroup({
  label,
  options,
  value,
  onChange,
  className,
  groupRef,
}: {
  /** The group's accessible name (the visible legend is drawn by the caller, with this id). */
  label: string;
  options: readonly RadioOption[];
  value: string | null;
  onChange: (key: string) => void;
  className?: string;
  groupRef?: Ref<RadioGroupHandle>;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const hydrated = useHydrated();
  const selected = options.findIndex((option) => option.key === value && !option.disabled);
  const tabStop =
    selected >= 0
      ? selected
      : Math.max(
          0,
          options.findIndex((option) => !option.disabled),
        );

  useImperativeHandle(groupRef, () => ({ focus: () => buttons.current[tabStop]?.focus() }), [tabStop]);

  /** The next choice that can be chosen from `index`, going `by` (wrapping round), or null when there is none. */
  function next(index: number, by: 1 | -1): number | null {
    for (let step = 1; step <= options.length; step++) {
      const at = (index + by * step + options.length * step) % options.length;
      if (!options[at]?.disabled) return at;
    }
    return null;
  }

  function move(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const target =
      event.key === "ArrowRight" || event.key === "ArrowDown"
        ? next(index, 1)
        : event.key === "ArrowLeft" || event.key === "ArrowUp"
          ? next(index, -1)
          : event.key === "Home"
            ? next(-1, 1)
            : event.key === "End"
              ? next(options.length, -1)
              : undefined;
    if (target === undefined) return;
    event.preventDefault();
    const option = target === null ? undefined : options[target];
    if (!option) return;
    onChange(option.key);
    buttons.current[options.indexOf(option)]?.focus();
  }

  return (
    <div role="radiogroup" aria-label={label} className={className}>
      {options.map((option, index) => (
        <button
          key={option.key}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          role="radio"
          aria-checked={option.key === value}
          aria-label={option.label}
          tabIndex={index === tabStop ? 0 : -1}
          disabled={option.disabled || !hydrated}
          className={option.className}
          onClick={() => onChange(option.key)}
          onKeyDown={(event) => move(event, index)}
        >
          {option.content}
        </button>
      ))}
    </div>
  );
}
