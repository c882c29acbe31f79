import { TextField, type TextFieldProps } from "@/components/ui/form-field";

/** The email input of the sign-up, login, reset and contact forms. */
export function EmailField(props: Omit<TextFieldProps, "label" | "type">) {
  return <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...props} />;
}
