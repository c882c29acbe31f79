"use client";

import { useState } from "react";
import { FormFailure } from "@/components/forms/use-settings-form";
import { Button } from "@/components/ui/button";
import { SelectField, TextAreaField, TextField } from "@/components/ui/form-field";
import { fileGrievanceAction } from "@/lib/privacy/actions";
import { GRIEVANCE_KINDS, GRIEVANCE_LABELS } from "@/lib/privacy/schemas";

// The privacy grievance form (/privacy/grievance): the server checks every field (lib/privacy/schemas.ts).
const kindOf = (label: string) => GRIEVANCE_KINDS.find((kind) => GRIEVANCE_LABELS[kind] === label) ?? "";

export function GrievanceForm({ name = "", email = "" }: { name?: string; email?: string }) {
  const [said, setSaid] = useState<{ ok: boolean; message: string; fields: Record<string, string> } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    const result = await fileGrievanceAction({
      name: form.get("name"),
      email: form.get("email"),
      kind: kindOf(String(form.get("kind"))),
      message: form.get("message"),
    });
    setBusy(false);
    setSaid(
      result.ok
        ? { ok: true, message: result.data.message, fields: {} }
        : { ok: false, message: result.message, fields: result.fields ?? {} },
    );
  }

  if (said?.ok) {
    return (
      <p role="status" className="mt-6 rounded-lg border border-green-200 bg-green-50 px-4 py-3 font-semibold text-green-900">
        {said.message}
      </p>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Privacy grievance" className="mt-6 space-y-4">
      <FormFailure failure={said} />
      <TextField label="Your name" name="name" defaultValue={name} autoComplete="name" error={said?.fields.name} />
      <TextField
        label="Email for our answer"
        name="email"
        type="email"
        defaultValue={email}
        autoComplete="email"
        error={said?.fields.email}
      />
      <SelectField
        label="What is it about?"
        name="kind"
        placeholder="Choose one"
        options={GRIEVANCE_KINDS.map((kind) => GRIEVANCE_LABELS[kind])}
        error={said?.fields.kind}
      />
      <TextAreaField label="Tell us what happened or what you need" name="message" rows={6} error={said?.fields.message} />
      <Button type="submit" disabled={busy}>
        Send to the Grievance Officer
      </Button>
    </form>
  );
}
