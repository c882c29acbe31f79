import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "next/link";
import { notFound } from "next/navigation";
import { splitLinks } from "@/lib/email/links";
import { listMailbox, mailboxOpenTo } from "@/lib/email/mailbox";

// The development mailbox: the emails the shop "sent" in demo mode, so a tester can open a
// verification or reset link without a real inbox. Only the text part is shown, as text.
// Rendered per request (it reads the outbox uncached, with no shell to prerender).
export const instant = false;

export const metadata: Metadata = {
  title: "Development mailbox",
  robots: { index: false, follow: false },
};

const TIME = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

const STATUS_STYLE: Record<string, string> = {
  SENT: "bg-green-50 text-green-800 ring-green-200",
  PENDING: "bg-amber-50 text-amber-800 ring-amber-200",
  FAILED: "bg-red-50 text-red-800 ring-red-200",
};

export default async function MailboxPage() {
  if (!(await mailboxOpenTo(await headers()))) notFound();
  const emails = await listMailbox();

  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-10">
      <h1 className="text-2xl font-bold text-ink">Development mailbox</h1>
      <p className="mt-2 text-sm text-ink-muted">
        This page exists only in demo mode, for this machine and admins. It shows the emails the shop would have sent, newest first, so you
        can open verification and password reset links without a real inbox. Text messages (sign-in codes) are in the{" "}
        <Link href="/dev/messages" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
          development SMS inbox
        </Link>
        .
      </p>

      {emails.length === 0 ? (
        <p className="mt-8 rounded-lg border border-dashed border-stone-300 bg-white px-6 py-12 text-center text-ink-muted">
          No emails yet
        </p>
      ) : (
        <ol className="mt-8 space-y-4">
          {emails.map((email) => (
            <li key={email.id} className="rounded-lg border border-stone-200 bg-white shadow-sm">
              <article aria-labelledby={`subject-${email.id}`}>
                <header className="flex flex-wrap items-start justify-between gap-2 border-b border-stone-200 bg-brand-50 px-5 py-3">
                  <div className="min-w-0">
                    <h2 id={`subject-${email.id}`} className="font-semibold text-ink">
                      {email.subject}
                    </h2>
                    <p className="mt-0.5 truncate text-sm text-ink-muted">To: {email.to}</p>
                  </div>
                  <div className="flex items-center gap-2 text-sm text-ink-muted">
                    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${STATUS_STYLE[email.status] ?? ""}`}>
                      {email.status.toLowerCase()}
                    </span>
                    <time dateTime={email.createdAt.toISOString()}>{TIME.format(email.createdAt)}</time>
                  </div>
                </header>
                <div className="whitespace-pre-wrap break-words px-5 py-4 font-mono text-sm leading-relaxed text-stone-800">
                  {splitLinks(email.text).map((part, index) =>
                    part.kind === "link" ? (
                      <a
                        key={index}
                        href={part.value}
                        className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
                      >
                        {part.value}
                      </a>
                    ) : (
                      <span key={index}>{part.value}</span>
                    ),
                  )}
                </div>
              </article>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
