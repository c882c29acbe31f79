"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { withLoadingToast } from "@/components/forms/action-helpers";
import { FormFailure } from "@/components/forms/use-settings-form";
import { Button } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/form-field";
import { notify } from "@/components/ui/toast";
import { issueGiftCardAction } from "@/lib/gift-cards/actions";
import { formatINR } from "@/lib/pricing/money";

type Failure = { message: string; fields: Record<string, string> };
const EMPTY = { amount: "", recipientName: "", recipientEmail: "", recipientPhone: "", message: "" };

/** Admin → Gift cards: issue one (no GST on a voucher); its code is shown here once, to hand over. */
export function GiftCardIssueForm() {
  const router = useRouter();
  const [values, setValues] = useState(EMPTY);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [issued, setIssued] = useState<{ code: string; amountPaise: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: keyof typeof EMPTY) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  async function issue(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    // Fields left empty are not sent: each is optional.
    const input = Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ""));
    const result = await withLoadingToast("Issuing", () => issueGiftCardAction(input));
    setBusy(false);
    if (!result.ok) {
      setFailure({ message: result.message, fields: result.fields ?? {} });
      return notify.error(result.message);
    }
    setFailure(null);
    setValues(EMPTY);
    setIssued(result.data);
    notify.success("Gift card issued");
    router.refresh();
  }

  return (
    <div className="space-y-4">
      {issued ? (
        <div role="status" className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900">
          <p>A gift card of {formatINR(issued.amountPaise)} is issued. Its code, shown only now (the shop keeps a hash):</p>
          <p className="mt-1 font-mono text-lg font-bold tracking-wider">{issued.code}</p>
        </div>
      ) : null}
      <form onSubmit={issue} noValidate aria-label="Issue a gift card" className="space-y-4">
        <FormFailure failure={failure} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Amount (₹)" inputMode="numeric" value={values.amount} onChange={set("amount")} error={failure?.fields.amount} />
          <TextField label="Recipient's name" optional value={values.recipientName} onChange={set("recipientName")} />
          <TextField
            label="Recipient's email"
            optional
            type="email"
            value={values.recipientEmail}
            onChange={set("recipientEmail")}
            error={failure?.fields.recipientEmail}
          />
          <TextField
            label="Recipient's mobile"
            optional
            type="tel"
            value={values.recipientPhone}
            onChange={set("recipientPhone")}
            error={failure?.fields.recipientPhone}
          />
        </div>
        <TextAreaField label="Message" rows={2} value={values.message} onChange={set("message")} error={failure?.fields.message} />
        <Button type="submit" disabled={busy}>
          Issue gift card
        </Button>
      </form>
    </div>
  );
}
