import type { Metadata } from "next";
import { connection } from "next/server";
import { UnsubscribeForm } from "@/components/product/unsubscribe-form";
import { unsubscribeAction } from "@/lib/catalog/back-in-stock/actions";

export const metadata: Metadata = { title: "Stop back-in-stock messages", robots: { index: false, follow: false } };

// The unsubscribe link of a back-in-stock email or text (decision 090): one button withdraws the consent. The
// link's key is checked when it is pressed, not on the way in, so a mail scanner that opens links changes nothing.
export const instant = false;

export default async function UnsubscribePage({ params, searchParams }: PageProps<"/unsubscribe/[id]">) {
  await connection();
  const [{ id }, { key }] = await Promise.all([params, searchParams]);
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Stop back-in-stock messages</h1>
      <p className="mt-2 text-ink-muted">
        We tell you once when a size you asked about is back. Press the button and we forget your consent and every size you are still
        waiting for.
      </p>
      <UnsubscribeForm id={id} unsubscribeKey={typeof key === "string" ? key : ""} action={unsubscribeAction} />
    </div>
  );
}
