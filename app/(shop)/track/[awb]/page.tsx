import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { TrackingTimeline } from "@/components/shipping/tracking-timeline";
import { loadTracking } from "@/lib/shipping/tracking";

export const metadata: Metadata = { title: "Track your parcel", robots: { index: false, follow: false } };

// The parcel's latest events on every visit, never a kept copy; an AWB that is not ours is a real 404.
export const instant = false;

export default async function TrackPage({ params }: PageProps<"/track/[awb]">) {
  await connection();
  const tracking = await loadTracking((await params).awb);
  if (!tracking) notFound();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-10">
      <h1 className="mb-4 text-2xl font-bold tracking-tight sm:text-3xl">
        {tracking.isReturn ? "Track your return" : "Track your parcel"}
      </h1>
      <TrackingTimeline tracking={tracking} />
    </div>
  );
}
