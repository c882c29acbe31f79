import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { FailedDeliveryAnswer } from "@/components/orders/failed-delivery-answer";
import { loadFailedDelivery } from "@/lib/orders/shipments/failed-deliveries";

export const metadata: Metadata = { title: "We could not deliver your parcel", robots: { index: false, follow: false } };

// The emailed link's page: its key stands for a login, so it is rendered per request; a wrong key is a 404.
export const instant = false;

export default async function FailedDeliveryPage({ params, searchParams }: PageProps<"/delivery/[id]">) {
  await connection();
  const [{ id }, { key }] = await Promise.all([params, searchParams]);
  const answerKey = typeof key === "string" ? key : "";
  const failure = await loadFailedDelivery(id, answerKey);
  if (!failure) notFound();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-10">
      <FailedDeliveryAnswer failure={failure} answerKey={answerKey} />
    </div>
  );
}
