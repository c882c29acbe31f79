import type { UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "@/components/ui/form-field";

// Password and Confirm Password, as sign-up and the reset form ask for them.
export function NewPasswordFields({
  password,
  confirmPassword,
  errors,
}: {
  password: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  errors: { password?: string; confirmPassword?: string };
}) {
  return (
    <>
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters"
        error={errors.password}
        {...password}
      />
      <TextField label="Confirm Password" type="password" autoComplete="new-password" error={errors.confirmPassword} {...confirmPassword} />
    </>
  );
}
