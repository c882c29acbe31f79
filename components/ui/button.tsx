import type { ButtonHTMLAttributes, Ref } from "react";

// Buttons (and links that look like buttons): at least 44 px tall, so they are easy to tap.
export type ButtonVariant = "primary" | "secondary" | "danger" | "ghost" | "danger-ghost";

const BASE =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-brand-700 text-white hover:bg-brand-900",
  secondary: "border border-stone-300 bg-white text-ink hover:bg-stone-50",
  danger: "bg-red-700 text-white hover:bg-red-800",
  ghost: "text-brand-700 hover:bg-brand-50",
  "danger-ghost": "text-red-700 hover:bg-red-50",
};

export function buttonClasses(variant: ButtonVariant = "primary", className?: string): string {
  return [BASE, VARIANTS[variant], className].filter(Boolean).join(" ");
}

export function Button({
  variant = "primary",
  className,
  type = "button",
  ref,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; ref?: Ref<HTMLButtonElement> }) {
  return <button ref={ref} type={type} className={buttonClasses(variant, className)} {...props} />;
}
