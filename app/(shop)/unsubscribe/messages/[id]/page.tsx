import type { Metadata } from "next";
import { connection } from "next/server";
import { UnsubscribeForm } from "@/components/product/unsubscribe-form";
import { unsubscribeByLinkAction } from "@/lib/privacy/actions";
import { describeStopLink } from "@/lib/privacy/unsubscribe";

export const metadata: Metadata = { title: "Unsubscribe", robots: { index: false, follow: false } };

// The unsubscribe link of every marketing message (decision 110): one button withdraws that consent, with no
// sign-in. The withdrawal waits for the press, so a mail scanner that opens links changes nothing.
export const instant = false;

export default async function StopMessagesPage({ params, searchParams }: PageProps<"/unsubscribe/messages/[id]">) {
  await connection();
  const [{ id }, { key }] = await Promise.all([params, searchParams]);
  const unsubscribeKey = typeof key === "string" ? key : "";
  const what = describeStopLink(id, unsubscribeKey);
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Unsubscribe</h1>
      <p className="mt-2 text-ink-muted">
        {what ? `Press the button and we stop sending you: ${what}.` : "This unsubscribe link is not valid."} You can turn any message on or
        off again on your account page.
      </p>
      {what ? <UnsubscribeForm id={id} unsubscribeKey={unsubscribeKey} action={unsubscribeByLinkAction} /> : null}
    </div>
  );
}
