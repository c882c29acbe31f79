"use client";

import { useRouter } from "next/navigation";
import type { ReactNode } from "react";
import { addEmailAction, addPhoneAction, requestAddPhoneCodeAction, setFirstPasswordAction } from "@/lib/accounts/actions";
import { emailOnlySchema, resetPasswordFormSchema } from "@/lib/accounts/schemas";
import type { SignInWays as Ways } from "@/lib/accounts/sign-in-ways";
import { formatIndianDateTime } from "@/lib/india-days";
import { displayMobile } from "@/lib/phone";
import { useActionForm } from "@/components/forms/use-action-form";
import { EmailField } from "@/components/forms/email-field";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/toast";
import { NewPasswordFields } from "./new-password-fields";
import { PhoneCodeSteps } from "./phone-code-steps";

// The account page's "Ways to log in": a mobile number (proved by a code), an email (proved by
// its link) and a password, each with when it was added; whichever is missing can be added here.
function Way({ title, value, since, children }: { title: string; value: string | null; since?: string; children?: ReactNode }) {
  return (
    <div className="space-y-3 border-b border-stone-100 pb-5 last:border-0 last:pb-0">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-medium text-ink">{title}</h3>
        <p className="text-right text-sm text-ink-muted">
          {value ?? "Not added"}
          {since ? <span className="block text-xs">{since}</span> : null}
        </p>
      </div>
      {children}
    </div>
  );
}

const at = (prefix: string, when: Date | null) => (when ? `${prefix} ${formatIndianDateTime(when)}` : undefined);

export function SignInWays({ ways }: { ways: Ways }) {
  const router = useRouter();
  const done = ({ message }: { message: string }) => {
    notify.success(message);
    router.refresh();
  };
  return (
    <div className="space-y-5">
      <Way title="Mobile number" value={ways.mobile ? displayMobile(ways.mobile) : null} since={at("Added", ways.mobileAddedAt)}>
        {ways.mobile ? null : (
          <PhoneCodeSteps
            send={requestAddPhoneCodeAction}
            verify={addPhoneAction}
            onVerified={done}
            sendLabel="Send code"
            verifyLabel="Add number"
          />
        )}
      </Way>
      <Way title="Email" value={ways.email} since={ways.email ? (at("Verified", ways.emailVerifiedAt) ?? "Not verified yet") : undefined}>
        {ways.email ? null : <AddEmail pending={ways.pendingEmail} onDone={done} />}
      </Way>
      <Way title="Password" value={ways.hasPassword ? "Set" : null} since={at("Set", ways.passwordSetAt)}>
        {ways.hasPassword ? null : <SetPassword onDone={done} />}
      </Way>
    </div>
  );
}

function AddEmail({ pending, onDone }: { pending: string | null; onDone: (data: { message: string }) => void }) {
  const { register, onSubmit, formState } = useActionForm({
    schema: emailOnlySchema,
    defaultValues: { email: pending ?? "" },
    loading: "Sending link...",
    action: addEmailAction,
    fields: ["email"],
    onSuccess: onDone,
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      {pending ? (
        <p className="text-sm text-ink-muted">We emailed a link to {pending}: open it to add the email, or send it again.</p>
      ) : null}
      <EmailField error={formState.errors.email?.message} {...register("email")} />
      <Button type="submit" variant="secondary" disabled={formState.isSubmitting}>
        {pending ? "Send link again" : "Add email"}
      </Button>
    </form>
  );
}

function SetPassword({ onDone }: { onDone: (data: { message: string }) => void }) {
  const { register, onSubmit, formState } = useActionForm({
    schema: resetPasswordFormSchema,
    defaultValues: { password: "", confirmPassword: "" },
    loading: "Saving password...",
    action: setFirstPasswordAction,
    fields: ["password", "confirmPassword"],
    onSuccess: onDone,
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <NewPasswordFields
        password={register("password")}
        confirmPassword={register("confirmPassword")}
        errors={{ password: formState.errors.password?.message, confirmPassword: formState.errors.confirmPassword?.message }}
      />
      <Button type="submit" variant="secondary" disabled={formState.isSubmitting}>
        Set password
      </Button>
    </form>
  );
}
