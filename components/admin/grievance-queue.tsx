"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/form-field";
import { notify } from "@/components/ui/toast";
import { formatIndianDateTime } from "@/lib/india-days";
import { answerGrievanceAction } from "@/lib/privacy/actions";
import type { GrievanceView } from "@/lib/privacy/grievances";
import { GRIEVANCE_LABELS } from "@/lib/privacy/schemas";

// Admin → Grievances: the open ones by deadline with an answer box each, then the answered ones.
export function GrievanceQueue({ grievances }: { grievances: GrievanceView[] }) {
  if (grievances.length === 0) return <p className="text-ink-muted">No grievances yet.</p>;
  return (
    <ul className="space-y-4">
      {grievances.map((grievance) => (
        <li key={grievance.id}>
          <article aria-label={`Grievance from ${grievance.name}`} className="rounded-lg border border-stone-200 bg-white p-4">
            <header className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-semibold">
                {GRIEVANCE_LABELS[grievance.kind as keyof typeof GRIEVANCE_LABELS]} · {grievance.name} ({grievance.email})
              </h3>
              <p
                className={
                  grievance.answeredAt
                    ? "text-sm text-ink-muted"
                    : grievance.daysLeft < 0
                      ? "text-sm font-semibold text-red-700"
                      : "text-sm font-semibold"
                }
              >
                {grievance.answeredAt
                  ? `Answered ${formatIndianDateTime(grievance.answeredAt)}`
                  : grievance.daysLeft < 0
                    ? `Overdue by ${-grievance.daysLeft} days`
                    : `Answer within ${grievance.daysLeft} days (by ${formatIndianDateTime(grievance.dueAt)})`}
              </p>
            </header>
            <p className="mt-1 text-sm text-ink-muted">Received {formatIndianDateTime(grievance.createdAt)}</p>
            <p className="mt-2 whitespace-pre-wrap break-words">{grievance.message}</p>
            {grievance.answer ? (
              <p className="mt-3 whitespace-pre-wrap break-words border-l-4 border-stone-200 pl-3 text-sm">{grievance.answer}</p>
            ) : (
              <AnswerForm id={grievance.id} />
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}

function AnswerForm({ id }: { id: string }) {
  const router = useRouter();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const result = await answerGrievanceAction({ id, answer: new FormData(event.currentTarget).get("answer") });
    setBusy(false);
    if (!result.ok) {
      setError(result.fields?.answer ?? result.message);
      return notify.error(result.message);
    }
    notify.success(result.data.message);
    router.refresh();
  }

  return (
    <form onSubmit={send} noValidate className="mt-3 space-y-2">
      <TextAreaField label="Answer (sent by email)" name="answer" rows={4} error={error} />
      <Button type="submit" disabled={busy}>
        Send answer
      </Button>
    </form>
  );
}
