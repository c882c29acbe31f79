import { TextField, type TextFieldProps } from "@/components/ui/form-field";

/** The email input of the sign-up, login, reset and contact forms. */
export function EmailField({ label = "Email", ...props }: Omit<TextFieldProps, "label" | "type"> & { label?: string }) {
  return <TextField label={label} type="email" autoComplete="email" inputMode="email" {...props} />;
}
