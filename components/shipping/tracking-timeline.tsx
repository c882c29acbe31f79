import type { Tracking } from "@/lib/shipping/tracking";

const when = (date: Date) =>
  date.toLocaleString("en-IN", {
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "Asia/Kolkata",
  });

/** A parcel's journey, newest step first, with the courier and where it is going. */
export function TrackingTimeline({ tracking }: { tracking: Tracking }) {
  const events = tracking.events ? [...tracking.events].reverse() : null;
  return (
    <div className="space-y-5">
      <section aria-labelledby="parcel" className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5">
        <h2 id="parcel" className="sr-only">
          Parcel
        </h2>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-ink-muted">AWB</dt>
            <dd className="font-semibold tracking-wide" data-testid="awb-code">
              {tracking.awbCode}
            </dd>
          </div>
          <div>
            <dt className="text-ink-muted">Courier</dt>
            <dd className="font-medium">{tracking.courierName}</dd>
          </div>
          <div>
            <dt className="text-ink-muted">{tracking.isReturn ? "Picked up from" : "Going to"}</dt>
            <dd className="font-medium">{tracking.destination}</dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="journey" className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5">
        <h2 id="journey" className="mb-4 text-base font-semibold">
          Journey
        </h2>
        {events === null ? (
          <p className="text-sm text-ink-muted">{tracking.unavailable}</p>
        ) : events.length === 0 ? (
          <p className="text-sm text-ink-muted">No updates yet. The courier reports the first one when it picks up the parcel.</p>
        ) : (
          <ol className="relative ml-2 border-l-2 border-stone-200" data-testid="tracking-events">
            {events.map((event, index) => (
              <li key={`${event.status}-${event.at.toISOString()}`} className="relative pb-5 pl-6 last:pb-0">
                <span
                  aria-hidden="true"
                  className={`absolute -left-[9px] top-1 size-4 rounded-full border-2 border-white ${index === 0 ? "bg-brand-700" : "bg-stone-400"}`}
                />
                <p className="font-semibold">
                  {event.status}
                  {index === 0 ? <span className="sr-only"> (latest)</span> : null}
                </p>
                {event.detail ? <p className="text-sm text-ink-muted">{event.detail}</p> : null}
                <p className="text-sm text-ink-muted">
                  <time dateTime={event.at.toISOString()}>{when(event.at)}</time>
                  {event.location ? <> · {event.location}</> : null}
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
