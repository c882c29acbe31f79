"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormFailure } from "@/components/forms/use-settings-form";
import { withLoadingToast } from "@/components/forms/action-helpers";
import { openPaymentWindow, type TwinCheckout } from "@/components/checkout/payment-window";
import type { CheckoutResponse } from "@/components/checkout/booking-messages";
import { Button } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/form-field";
import { notify } from "@/components/ui/toast";
import { buyGiftCardAction, verifyGiftCardPaymentAction } from "@/lib/checkout/gift-card-actions";
import { CARD_CHOICES_RUPEES, MAX_BOUGHT_RUPEES, MIN_BOUGHT_RUPEES } from "@/lib/gift-cards/schemas";
import { formatINR, rupeesToPaise } from "@/lib/pricing/money";

const TestPaymentDialog = dynamic(() => import("@/components/checkout/test-payment-dialog").then((module) => module.TestPaymentDialog), {
  ssr: false,
});

type Failure = { message: string; fields: Record<string, string> };

/** The gift-card page's form: an amount, the recipient and how and when she gets it, then Pay (online only). */
export function BuyCardForm({ today, latest }: { today: string; latest: string }) {
  const router = useRouter();
  const [choice, setChoice] = useState<string>(String(CARD_CHOICES_RUPEES[1]));
  const [custom, setCustom] = useState("");
  const [deliverBy, setDeliverBy] = useState<"EMAIL" | "WHATSAPP">("EMAIL");
  const [values, setValues] = useState({ recipientName: "", recipientEmail: "", recipientPhone: "", message: "", sendOn: today });
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const [twin, setTwin] = useState<TwinCheckout | null>(null);
  const amount = choice === "other" ? custom : choice;
  const set = (name: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  function refused(result: { message: string; fields?: Record<string, string> }) {
    setFailure({ message: result.message, fields: result.fields ?? {} });
    notify.error(result.message);
    setBusy(false);
  }

  async function pay(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    const contact = deliverBy === "EMAIL" ? { recipientEmail: values.recipientEmail } : { recipientPhone: values.recipientPhone };
    const input = { amount, deliverBy, recipientName: values.recipientName, message: values.message, sendOn: values.sendOn, ...contact };
    const result = await withLoadingToast("Opening the payment", () => buyGiftCardAction(input));
    if (!result.ok) return refused(result);
    setFailure(null);
    await openPaymentWindow(result.data, {
      showTwin: setTwin,
      onPaid: verify,
      onFailed: failed,
      onDismiss: dismissed,
      onUnavailable: () => refused({ message: "The payment window could not open. Try again." }),
    });
  }

  function failed() {
    setTwin(null);
    refused({ message: "The payment failed: nothing was charged. Try again." });
  }

  function dismissed() {
    setTwin(null);
    setBusy(false);
  }

  async function verify(response: CheckoutResponse) {
    setTwin(null);
    const result = await withLoadingToast("Confirming the payment", () => verifyGiftCardPaymentAction(response));
    if (!result.ok) return refused(result);
    notify.success("Gift card paid");
    router.push(`/gift-cards/receipt/${result.data.giftCardId}`);
  }

  return (
    <form onSubmit={pay} noValidate aria-label="Buy a gift card" className="space-y-5">
      <FormFailure failure={failure} />
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink">Amount</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          {[...CARD_CHOICES_RUPEES.map(String), "other"].map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-stone-300 px-3 text-sm font-medium text-ink has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-700"
            >
              <input
                type="radio"
                name="amount"
                value={value}
                checked={choice === value}
                onChange={() => setChoice(value)}
                className="sr-only"
              />
              {value === "other" ? "Other" : formatINR(rupeesToPaise(Number(value)))}
            </label>
          ))}
        </div>
        {choice === "other" ? (
          <TextField
            className="mt-3"
            label="Amount (₹)"
            inputMode="numeric"
            value={custom}
            onChange={(event) => setCustom(event.target.value)}
            hint={`Whole rupees from ${formatINR(rupeesToPaise(MIN_BOUGHT_RUPEES))} to ${formatINR(rupeesToPaise(MAX_BOUGHT_RUPEES))}.`}
            error={failure?.fields.amount}
          />
        ) : failure?.fields.amount ? (
          <p className="mt-2 text-sm text-red-700">{failure.fields.amount}</p>
        ) : null}
      </fieldset>
      <TextField
        label="Recipient's name"
        value={values.recipientName}
        onChange={set("recipientName")}
        error={failure?.fields.recipientName}
      />
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-ink">Send it by</legend>
        <div className="flex flex-wrap gap-4">
          {(["EMAIL", "WHATSAPP"] as const).map((channel) => (
            <label key={channel} className="flex min-h-11 items-center gap-2 text-sm text-ink">
              <input
                type="radio"
                name="deliverBy"
                checked={deliverBy === channel}
                onChange={() => setDeliverBy(channel)}
                className="size-5 accent-brand-700"
              />
              {channel === "EMAIL" ? "Email" : "WhatsApp"}
            </label>
          ))}
        </div>
      </fieldset>
      {deliverBy === "EMAIL" ? (
        <TextField
          label="Recipient's email"
          type="email"
          value={values.recipientEmail}
          onChange={set("recipientEmail")}
          error={failure?.fields.recipientEmail}
        />
      ) : (
        <TextField
          label="Recipient's WhatsApp number"
          type="tel"
          inputMode="tel"
          value={values.recipientPhone}
          onChange={set("recipientPhone")}
          error={failure?.fields.recipientPhone ?? failure?.fields.deliverBy}
        />
      )}
      <TextAreaField
        label="Message (optional)"
        rows={3}
        maxLength={500}
        value={values.message}
        onChange={set("message")}
        error={failure?.fields.message}
      />
      <TextField
        label="Day to send it"
        type="date"
        min={today}
        max={latest}
        value={values.sendOn}
        onChange={set("sendOn")}
        hint="Today sends it now; a later day sends it at 9 am that day."
        error={failure?.fields.sendOn}
      />
      <p className="text-sm text-ink-muted">
        Paid online only. The code goes to the recipient alone; you get a receipt. No GST is charged on a gift card: it is charged on what
        it buys.
      </p>
      <Button type="submit" disabled={busy} className="w-full sm:w-auto">
        Pay {/^\d{1,7}$/.test(amount) ? formatINR(rupeesToPaise(Number(amount))) : ""} online
      </Button>
      {twin ? (
        <TestPaymentDialog orderId={twin.orderId} amountPaise={twin.amountPaise} onPaid={verify} onFailed={failed} onDismiss={dismissed} />
      ) : null}
    </form>
  );
}
