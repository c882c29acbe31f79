"use client";

import { useImperativeHandle, useRef, type KeyboardEvent, type ReactNode, type Ref } from "react";

// A single-choice group of buttons that behaves like radio buttons (WAI-ARIA radio group): one
// tab stop, the arrow keys (and Home / End) move to the next choice and choose it.

export type RadioOption = { key: string; label: string; className: string; content: ReactNode };

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
  const selected = options.findIndex((option) => option.key === value);
  const tabStop = selected >= 0 ? selected : 0;

  useImperativeHandle(groupRef, () => ({ focus: () => buttons.current[tabStop]?.focus() }), [tabStop]);

  function move(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = options.length - 1;
    const target =
      event.key === "ArrowRight" || event.key === "ArrowDown"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft" || event.key === "ArrowUp"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    const option = options[target];
    if (!option) return;
    onChange(option.key);
    buttons.current[target]?.focus();
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
