import type { UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "@/components/ui/form-field";
import { useT } from "@/components/i18n/locale-context";
import { signin } from "@/lib/i18n/messages/signin";

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
  const t = useT(signin);
  return (
    <>
      <TextField
        label={t("password")}
        type="password"
        autoComplete="new-password"
        hint={t("passwordHint")}
        error={errors.password}
        {...password}
      />
      <TextField
        label={t("confirmPassword")}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword}
        {...confirmPassword}
      />
    </>
  );
}
