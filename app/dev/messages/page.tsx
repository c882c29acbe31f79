import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "next/link";
import { notFound } from "next/navigation";
import { TwinReplyButtons } from "@/components/dev/twin-reply-buttons";
import { formatIndianDateTime } from "@/lib/india-days";
import { displayMobile } from "@/lib/phone";
import { inboxOpenTo, listMessages } from "@/lib/sms/inbox/inbox";
import { TWIN_READ, TWIN_STOP } from "@/lib/sms/inbox/twin-reply";

// The development SMS inbox: the text and WhatsApp messages the shop "sent" in demo mode, so a tester
// can read a sign-in code without a phone, and press a WhatsApp message's buttons as its shopper would. Rendered per request (it reads the messages uncached).
export const instant = false;

export const metadata: Metadata = {
  title: "Development SMS inbox",
  robots: { index: false, follow: false },
};

export default async function MessagesPage() {
  if (!(await inboxOpenTo(await headers()))) notFound();
  const messages = await listMessages();

  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-10">
      <h1 className="text-2xl font-bold text-ink">Development SMS inbox</h1>
      <p className="mt-2 text-sm text-ink-muted">
        This page exists only in demo mode, for this machine and admins. It shows the text and WhatsApp messages the shop would have sent,
        newest first, so you can sign in with a mobile number without a phone. A WhatsApp message&apos;s buttons work: pressing one sends
        the shop the shopper&apos;s reply. Emails are in the{" "}
        <Link href="/dev/mailbox" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
          development mailbox
        </Link>
        .
      </p>

      {messages.length === 0 ? (
        <p className="mt-8 rounded-lg border border-dashed border-stone-300 bg-white px-6 py-12 text-center text-ink-muted">
          No messages yet
        </p>
      ) : (
        <ol className="mt-8 space-y-4">
          {messages.map((message) => (
            <li key={message.id} className="rounded-lg border border-stone-200 bg-white shadow-sm">
              <article aria-labelledby={`to-${message.id}`}>
                <header className="flex flex-wrap items-start justify-between gap-2 border-b border-stone-200 bg-brand-50 px-5 py-3">
                  <h2 id={`to-${message.id}`} className="font-semibold text-ink">
                    To {displayMobile(message.to)}
                  </h2>
                  <div className="flex items-center gap-2 text-sm text-ink-muted">
                    {message.channel === "WHATSAPP" ? (
                      <span className="rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-800 ring-1 ring-green-200">
                        WhatsApp
                      </span>
                    ) : (
                      <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium ring-1 ring-stone-200">SMS</span>
                    )}
                    <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium ring-1 ring-stone-200">
                      {message.template}
                    </span>
                    <span
                      className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium ring-1 ring-stone-200"
                      title="The template's language"
                    >
                      {message.language}
                    </span>
                    {message.status === "FAILED" ? (
                      <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-800 ring-1 ring-red-200">
                        failed
                      </span>
                    ) : null}
                    <time dateTime={message.createdAt.toISOString()}>{formatIndianDateTime(message.createdAt)}</time>
                  </div>
                </header>
                <div className="px-5 py-4">
                  {message.code ? (
                    <p className="mb-3 text-sm text-ink-muted">
                      Code <strong className="ml-1 font-mono text-3xl font-bold tracking-[0.3em] text-ink">{message.code}</strong>
                    </p>
                  ) : null}
                  <p lang={message.language} className="whitespace-pre-wrap break-words font-mono text-sm leading-relaxed text-stone-800">
                    {message.text}
                  </p>
                  {message.channel === "WHATSAPP" && message.status === "SENT" ? (
                    <TwinReplyButtons messageId={message.id} buttons={[...(message.buttons ?? []), TWIN_STOP, TWIN_READ]} />
                  ) : null}
                </div>
              </article>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
